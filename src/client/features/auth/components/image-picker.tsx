import { useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { PHOTOS } from '../../../../shared/constants';
import { toast } from '../../../lib/toast';
import { addImages, withReadableContent } from '../registration/images';

/** Object URLs for previews, one per file, released when the file is removed. */
const previews = new WeakMap<File, string>();
function previewUrl(file: File): string {
  let url = previews.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    previews.set(file, url);
  }
  return url;
}

/** Optional profile photos (up to 5), uploaded once the account exists. */
export function ImagePicker({
  images,
  onChange,
}: {
  images: File[];
  onChange: (images: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= PHOTOS.maxPerUser;

  const onPick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const picked = [...files];
    if (input.current) input.current.value = '';
    const content = await withReadableContent(picked);
    const { images: next, issue } = addImages(images, content.readable);
    onChange(next);
    const shown = issue ?? content.issue;
    if (shown) toast({ ...shown, variant: 'destructive' });
  };

  const remove = (file: File) => {
    const url = previews.get(file);
    if (url) URL.revokeObjectURL(url);
    previews.delete(file);
    onChange(images.filter((f) => f !== file));
  };

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between">
        <span className="text-sm font-bold text-ink-700" id="reg-photos-label">
          Profile Photos <span className="font-semibold text-ink-500">(optional)</span>
        </span>
        <span className="text-xs font-bold text-ink-500">
          {images.length}/{PHOTOS.maxPerUser}
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2.5" aria-labelledby="reg-photos-label">
        {images.map((file, i) => (
          <li key={previewUrl(file)} className="relative aspect-square">
            <img
              src={previewUrl(file)}
              alt={`Photo ${i + 1}`}
              className="h-full w-full rounded-2xl object-cover ring-1 ring-ink-100"
            />
            {i === 0 ? (
              <span className="absolute bottom-1.5 left-1.5 rounded-full bg-ink-900/70 px-2 py-0.5 text-2xs font-extrabold text-white">
                Main
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => remove(file)}
              aria-label={`Remove photo ${i + 1}`}
              className="absolute -right-1.5 -top-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-white text-ink-700 shadow-card ring-1 ring-ink-100 hover:text-brand-600"
            >
              <X className="h-4 w-4" strokeWidth={3} aria-hidden="true" />
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="aspect-square">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="flex h-full w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-grape-200 bg-grape-50/60 text-grape-600 transition hover:border-grape-400 hover:bg-grape-50"
            >
              <ImagePlus className="h-6 w-6" aria-hidden="true" />
              <span className="text-xs font-extrabold">Add Photo</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        aria-label="Choose profile photos"
        tabIndex={-1}
        onChange={(e) => void onPick(e.target.files)}
      />
      <p className="mt-2 text-xs text-ink-500">
        JPG, PNG or GIF, up to {Math.round(PHOTOS.maxBytes / (1024 * 1024))} MB each. No nudity:
        photos that break the rules get a profile banned.
      </p>
    </div>
  );
}
