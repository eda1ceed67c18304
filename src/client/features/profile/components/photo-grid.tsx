import { ImagePlus, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PHOTOS } from '../../../../shared/constants';
import type { ProfileImage } from '../../../../shared/schemas/photos';
import { PhotoViewer, ViewPhotoButton } from '../../../components/photo-viewer';
import { Card, SectionTitle } from '../../../components/ui/card';
import { useDialogSubject } from '../../../lib/dialog-entry';
import { MainBadge } from './main-badge';

/**
 * Spec section 2: up to 6 tiles, the first photo labelled Main, 'N/5 photos uploaded' with the
 * remaining count, an Add Photo tile and the content-policy warning.
 */
export function PhotoGrid({ images }: { images: readonly ProfileImage[] }) {
  const remaining = Math.max(0, PHOTOS.maxPerUser - images.length);
  const shown = images.slice(0, PHOTOS.gridSlots);
  const showAdd = remaining > 0 && shown.length < PHOTOS.gridSlots;
  // Full screen and uncropped, as a history entry: the phone's Back closes them.
  const viewer = useDialogSubject<number>('photos');
  return (
    <Card>
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <SectionTitle className="mb-0">Photos</SectionTitle>
        <p className="text-sm font-bold text-ink-500">
          {images.length}/{PHOTOS.maxPerUser} photos uploaded
        </p>
      </div>
      <ul aria-label="Your photos" className="grid grid-cols-3 gap-2">
        {shown.map((image, index) => (
          <li key={image.id} className="relative aspect-square overflow-hidden rounded-2xl">
            <ViewPhotoButton
              label={`View ${index === 0 ? 'your main photo' : `photo ${index + 1}`}`}
              onView={() => viewer.ask(index)}
            >
              <img
                src={image.thumbnailUrl}
                alt={index === 0 ? 'Main photo' : `Photo ${index + 1}`}
                className="h-full w-full object-cover"
                loading="lazy"
              />
            </ViewPhotoButton>
            {index === 0 ? <MainBadge /> : null}
          </li>
        ))}
        {showAdd ? (
          <li className="aspect-square">
            <Link
              to="/profile/edit"
              className="flex h-full w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 text-brand-700 transition hover:bg-brand-50 active:scale-[0.98]"
            >
              <ImagePlus className="h-6 w-6" aria-hidden="true" />
              <span className="text-xs font-extrabold">Add Photo</span>
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 text-sm font-semibold text-ink-500">
        {remaining === 0
          ? 'You have uploaded the maximum number of photos.'
          : `You can add ${remaining} more ${remaining === 1 ? 'photo' : 'photos'}.`}
      </p>
      <PhotoPolicy />
      <PhotoViewer
        whose="Your"
        photos={images.map((image) => image.url)}
        start={viewer.subject}
        onOpenChange={viewer.onOpenChange}
      />
    </Card>
  );
}

/** The content policy of the About text (spec section 1). */
export function PhotoPolicy() {
  return (
    <p className="mt-3 flex gap-2 rounded-2xl bg-amber-50 p-3 text-xs font-semibold leading-relaxed text-amber-900 ring-1 ring-amber-200">
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
      <span>
        Keep it friendly: no nudity or explicit content. Photos that break our content policy lead
        to a profile ban.
      </span>
    </p>
  );
}
