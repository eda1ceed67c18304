import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { cn } from '../../../lib/cn';

const edgeButton =
  'pointer-events-none absolute top-1/3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-700 opacity-0 shadow-md focus-visible:opacity-100';

/**
 * A card's place among its photos: one bar per photo at the top, the one shown lit. The photos
 * turn with a tap on either half of the card (the deck sees the tap); from the keyboard, the
 * Previous and Next photo buttons appear once focused (at the first or last photo, focus moves
 * to the one still useful). Taps pass through them to the card, so a drag can start anywhere.
 */
export function CardPhotoPager({
  name,
  at,
  count,
  onShow,
}: {
  name: string;
  at: number;
  count: number;
  /** Undefined on the card behind the top one: it shows its bars only. */
  onShow?: (index: number) => void;
}) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // A button that reaches the end is disabled, and a disabled button drops focus: it goes to the
  // other one, so Enter keeps turning photos (back the other way) and Tab starts from the card.
  function turn(to: number, atEnd: boolean, other: RefObject<HTMLButtonElement | null>) {
    onShow?.(to);
    if (atEnd) other.current?.focus();
  }
  return (
    <>
      <div aria-hidden="true" className="absolute inset-x-3 top-2 flex gap-1">
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-1 flex-1 rounded-full shadow-[0_0_2px_rgba(0,0,0,0.35)]',
              i === at ? 'bg-white' : 'bg-white/45',
            )}
          />
        ))}
      </div>
      {onShow ? (
        <>
          <button
            type="button"
            aria-label={`${name}'s previous photo`}
            ref={previous}
            disabled={at === 0}
            onClick={() => turn(at - 1, at - 1 === 0, next)}
            className={cn(edgeButton, 'left-3')}
          >
            <ChevronLeft className="h-6 w-6" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`${name}'s next photo`}
            ref={next}
            disabled={at === count - 1}
            onClick={() => turn(at + 1, at + 1 === count - 1, previous)}
            className={cn(edgeButton, 'right-3')}
          >
            <ChevronRight className="h-6 w-6" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </>
  );
}
