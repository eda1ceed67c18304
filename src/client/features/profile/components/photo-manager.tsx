import { Star, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PHOTOS } from '../../../../shared/constants';
import type { ProfileImage } from '../../../../shared/schemas/photos';
import { Card, SectionTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDialogSubject } from '../../../lib/dialog-entry';
import { focusLost, focusTargetInPlaceOf } from '../../../lib/focus';
import { toast } from '../../../lib/toast';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useSetMainPhoto } from '../api/set-main-photo';
import { MainBadge } from './main-badge';
import { PhotoPolicy } from './photo-grid';
import { UploadArea } from './photo-upload-area';

const cornerButton =
  'absolute flex h-8 w-8 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:bg-white active:scale-95 disabled:opacity-50';

/**
 * Spec section 2 "Edit profile": the photos with N/5, upload (when fewer than 5) and delete;
 * a star on each other photo makes it the main one.
 */
export function PhotoManager({ images }: { images: readonly ProfileImage[] }) {
  const remove = useDeleteProfileImage();
  const makeMain = useSetMainPhoto();
  // A deletion cannot be undone, so it is asked about first.
  // A history entry, so the phone's Back closes the question and stays on the page.
  const dialog = useDialogSubject<{ image: ProfileImage; index: number }>('delete-photo');
  const confirming = dialog.subject;
  const listRef = useRef<HTMLUListElement>(null);
  const deletedAt = useRef(0);
  const deleteImage = (image: ProfileImage, index: number) => {
    deletedAt.current = index;
    remove.mutate(image.id, {
      onSuccess: () => toast({ title: 'Image Deleted' }),
      onSettled: () => dialog.close(),
    });
  };
  // The deleted photo's button is gone: focus goes to the one now in its place, else the title.
  const focusAfterDelete = () =>
    focusTargetInPlaceOf(listRef.current, '[data-delete-photo]', deletedAt.current);

  // The new main photo moves to the front and its star gives way to the Main label: focus goes
  // to the star now in its place (the photo that moved up behind it).
  const chosen = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    if (!chosen.current || images[0]?.id !== chosen.current.id) return;
    const { index } = chosen.current;
    chosen.current = null;
    if (focusLost()) focusTargetInPlaceOf(listRef.current, '[data-make-main]', index - 1)?.focus();
  }, [images]);
  const chooseMain = (image: ProfileImage, index: number) => {
    chosen.current = { id: image.id, index };
    makeMain.mutate(image.id, {
      onSuccess: () =>
        toast({ title: 'Main Photo Changed', description: 'It now leads your profile.' }),
      onError: (err) => {
        chosen.current = null;
        toast({
          title: 'Main Photo Not Changed',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <div className="mb-3 flex items-baseline justify-between">
        <SectionTitle className="mb-0">Photos</SectionTitle>
        <span className="text-sm font-extrabold text-ink-500">
          {images.length}/{PHOTOS.maxPerUser}
        </span>
      </div>
      {images.length > 0 ? (
        <ul ref={listRef} aria-label="Your photos" className="mb-3 grid grid-cols-3 gap-2">
          {images.map((image, index) => (
            <li key={image.id} className="relative aspect-square overflow-hidden rounded-2xl">
              <img
                src={image.thumbnailUrl}
                alt={index === 0 ? 'Main photo' : `Photo ${index + 1}`}
                className="h-full w-full object-cover"
              />
              {index === 0 ? (
                <MainBadge />
              ) : (
                <button
                  type="button"
                  data-make-main
                  aria-label={`Make photo ${index + 1} your main photo`}
                  title="Make main photo"
                  disabled={makeMain.isPending && makeMain.variables === image.id}
                  onClick={() => chooseMain(image, index)}
                  className={`${cornerButton} bottom-1.5 left-1.5 text-brand-600`}
                >
                  <Star className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
              <button
                type="button"
                data-delete-photo
                aria-label={`Delete photo ${index + 1}`}
                disabled={remove.isPending && remove.variables === image.id}
                onClick={() => dialog.ask({ image, index })}
                className={`${cornerButton} right-1.5 top-1.5 text-red-600`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 1 ? (
        <p className="-mt-1 mb-3 flex items-center gap-1.5 text-xs font-semibold text-ink-500">
          <Star className="h-3.5 w-3.5 shrink-0 text-brand-600" aria-hidden="true" />
          Tap the star on a photo to make it your main photo, the first one people see.
        </p>
      ) : null}
      {images.length < PHOTOS.maxPerUser ? (
        <UploadArea />
      ) : (
        <p className="rounded-2xl bg-grape-50 p-3 text-center text-sm font-bold text-ink-700">
          You have {PHOTOS.maxPerUser} photos, the most you can have. Delete one to add another.
        </p>
      )}
      <PhotoPolicy />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={dialog.onOpenChange}
        title="Delete this photo?"
        description={
          confirming?.index === 0 && images.length > 1
            ? 'It is removed from your profile for good, and your next photo becomes your main photo.'
            : 'It is removed from your profile for good.'
        }
        confirmLabel="Delete"
        onConfirm={() => confirming && deleteImage(confirming.image, confirming.index)}
        pending={remove.isPending}
        focusAfter={focusAfterDelete}
      />
    </Card>
  );
}
