import { forwardRef } from 'react';
import { cn } from '../../../lib/cn';

/** One card: a button that flips in 3D between its back and its emoji. */
export const MemoryCardButton = forwardRef<
  HTMLButtonElement,
  {
    position: number;
    emoji: string;
    faceUp: boolean;
    matched: boolean;
    disabled: boolean;
    onFlip: () => void;
    onKeyDown: (e: React.KeyboardEvent<HTMLButtonElement>) => void;
  }
>(function MemoryCardButton(
  { position, emoji, faceUp, matched, disabled, onFlip, onKeyDown },
  ref,
) {
  const label = matched
    ? `Card ${position}: ${emoji}, matched`
    : faceUp
      ? `Card ${position}: ${emoji}`
      : `Card ${position}, face down`;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      data-emoji={faceUp || matched ? emoji : undefined}
      data-state={matched ? 'matched' : faceUp ? 'open' : 'closed'}
      aria-disabled={disabled}
      onClick={() => !disabled && onFlip()}
      onKeyDown={onKeyDown}
      className="group block aspect-square w-full [perspective:600px] focus:outline-none"
    >
      <span
        className={cn(
          'relative block h-full w-full rounded-2xl transition-transform duration-500 [transform-style:preserve-3d]',
          (faceUp || matched) && '[transform:rotateY(180deg)]',
        )}
      >
        <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-gradient-to-br from-brand-400 to-grape-500 shadow-md ring-2 ring-white/70 [backface-visibility:hidden] group-focus-visible:ring-4 group-focus-visible:ring-coin-400">
          <svg viewBox="0 0 40 40" className="h-1/2 w-1/2 text-white/80" aria-hidden="true">
            <path
              d="M20 33s-11-6.6-11-14.2A6.2 6.2 0 0 1 20 15a6.2 6.2 0 0 1 11 3.8C31 26.4 20 33 20 33z"
              fill="currentColor"
            />
          </svg>
        </span>
        <span
          className={cn(
            'absolute inset-0 flex items-center justify-center rounded-2xl bg-white text-[2.1rem] shadow-md [backface-visibility:hidden] [transform:rotateY(180deg)] group-focus-visible:ring-4 group-focus-visible:ring-coin-400',
            matched &&
              'animate-pop bg-gradient-to-br from-emerald-50 to-emerald-100 ring-2 ring-emerald-400',
          )}
        >
          <span aria-hidden="true">{emoji}</span>
        </span>
      </span>
    </button>
  );
});
