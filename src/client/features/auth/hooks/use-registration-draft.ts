import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { PHOTOS } from '../../../../shared/constants';
import { toast } from '../../../lib/toast';
import type { RegistrationDraft } from '../registration/draft';
import { clearSavedDraft, loadSavedDraft, saveDraft } from '../registration/saved-draft';
import { clearPhotos, loadPhotos, savePhotos } from '../registration/saved-photos';

/** When the photos picked before a reload could not be kept, the wizard says so. */
function photosLostMessage(count: number) {
  const photos = count === 1 ? 'the photo' : `the ${count} photos`;
  return {
    title: count === 1 ? 'Add your photo again' : 'Add your photos again',
    description: `The page reloaded, and ${photos} you picked could not be kept. Add ${count === 1 ? 'it' : 'them'} in the Profile step, or later from your profile.`,
  };
}

/**
 * The wizard's answers, restored in this tab after a reload and saved on every change (the
 * password never is). The photos come back from IndexedDB a moment after the rest; until they
 * have, nothing is saved, so the empty list shown meanwhile cannot overwrite them.
 */
export function useRegistrationDraft(): [
  RegistrationDraft,
  Dispatch<SetStateAction<RegistrationDraft>>,
] {
  const [restored] = useState(loadSavedDraft);
  const [draft, setDraft] = useState<RegistrationDraft>(restored.draft);
  const [photosBack, setPhotosBack] = useState(restored.photoCount === 0);

  useEffect(() => {
    if (photosBack) saveDraft(draft);
  }, [draft, photosBack]);
  useEffect(() => {
    if (photosBack) void savePhotos(draft.images);
  }, [draft.images, photosBack]);

  useEffect(() => {
    if (restored.photoCount === 0) return;
    let current = true;
    void loadPhotos().then((files) => {
      if (!current) return;
      const kept = files.slice(0, restored.photoCount);
      setDraft((draft) => ({
        ...draft,
        images: [...kept, ...draft.images].slice(0, PHOTOS.maxPerUser),
      }));
      setPhotosBack(true);
      const lost = restored.photoCount - kept.length;
      if (lost > 0) toast(photosLostMessage(lost));
    });
    return () => {
      current = false;
    };
  }, [restored]);

  return [draft, setDraft];
}

/** After the account exists: the next visit to /register starts empty. */
export function forgetRegistrationDraft() {
  clearSavedDraft();
  void clearPhotos();
}
