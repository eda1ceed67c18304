import { cn } from '../../../lib/cn';

/** One of the deck's round buttons; `badge` is a small count on its corner (super likes left). */
export function RoundButton({
  label,
  className,
  children,
  describedBy,
  badge,
  ...props
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  title?: string;
  describedBy?: string;
  badge?: number;
  /** Where focus goes when a dialog over the deck closes. */
  'data-deck-focus'?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      className={cn(
        'relative flex items-center justify-center rounded-full bg-white shadow-card ring-1 ring-ink-100 transition hover:scale-105 active:scale-95 disabled:pointer-events-none disabled:opacity-40',
        className,
      )}
      {...props}
    >
      {children}
      {badge !== undefined ? (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-sky-500 px-1 text-2xs font-black text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
