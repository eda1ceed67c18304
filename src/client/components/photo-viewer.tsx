import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useReturnFocus } from '../lib/return-focus';

const roundButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/25 active:scale-95';

/**
 * A person's photos full screen and whole (the profile crops them to its frames), one at a time:
 * the arrows on screen or the arrow keys turn them (after the last comes the first); Escape, the
 * close button or the phone's Back (the caller's history entry) closes it. `start` is the photo
 * it opens on; null when closed.
 */
export function PhotoViewer({
  whose,
  photos,
  start,
  onOpenChange,
}: {
  /** The possessive the viewer is titled with: "Ana's" (photos), or "Your". */
  whose: string;
  photos: readonly string[];
  start: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={start !== null} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-black/95" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-black pb-[env(safe-area-inset-bottom)] pt-[env(safe-area-inset-top)] focus:outline-none"
          // Back to the photo that opened it.
          {...returnFocus}
        >
          {start !== null ? (
            <Shown key={start} whose={whose} photos={photos} start={start} />
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Shown({
  whose,
  photos,
  start,
}: {
  whose: string;
  photos: readonly string[];
  start: number;
}) {
  const [at, setAt] = useState(Math.min(start, photos.length - 1));
  const count = photos.length;
  // Round and round, as galleries go: a button is never disabled under the finger or the focus.
  const show = (index: number) => setAt((index + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(at - 1);
    else if (event.key === 'ArrowRight') show(at + 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
      <div className="flex items-center justify-between px-4 py-3 text-white">
        <RadixDialog.Title className="text-base font-extrabold">
          {whose} photos
          {count > 1 ? (
            <span className="ml-2 font-bold text-white/70">
              {at + 1} of {count}
            </span>
          ) : null}
        </RadixDialog.Title>
        <RadixDialog.Description className="sr-only">
          {count > 1 ? 'Use the arrow keys or the buttons to see the others.' : `${whose} photo`}
        </RadixDialog.Description>
        <RadixDialog.Close aria-label="Close photos" className={roundButton}>
          <X className="h-6 w-6" aria-hidden="true" />
        </RadixDialog.Close>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2">
        <img
          src={photos[at]}
          alt={count > 1 ? `${whose} photo ${at + 1} of ${count}` : `${whose} photo`}
          className="max-h-full max-w-full object-contain"
        />
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-6 px-4 py-4">
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => show(at - 1)}
            className={roundButton}
          >
            <ChevronLeft className="h-6 w-6" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => show(at + 1)}
            className={roundButton}
          >
            <ChevronRight className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A photo on a profile that opens the viewer on itself (`label` says which, for a screen reader). */
export function ViewPhotoButton({
  label,
  onView,
  children,
}: {
  label: string;
  onView: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onView}
      className="block h-full w-full cursor-zoom-in rounded-2xl focus-visible:outline-offset-2"
    >
      {children}
    </button>
  );
}
