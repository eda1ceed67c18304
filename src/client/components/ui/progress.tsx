import { cn } from '../../lib/cn';

/** A labelled 0-100 bar, e.g. a pet stat. */
export function ProgressBar({
  value,
  max = 100,
  label,
  colorClass = 'bg-brand-500',
  className,
}: {
  value: number;
  max?: number;
  label: string;
  colorClass?: string;
  className?: string;
}) {
  const pct = Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(value)}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-ink-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', colorClass)}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
