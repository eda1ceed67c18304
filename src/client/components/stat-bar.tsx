import { Drumstick, Heart, Smile, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { STAT_MAX, STAT_MIN } from '../../shared/constants';
import { cn } from '../lib/cn';

export type PetStatKey = 'health' | 'hunger' | 'happiness' | 'energy';

export const PET_STATS: Record<
  PetStatKey,
  { label: string; icon: LucideIcon; bar: string; soft: string; text: string }
> = {
  health: {
    label: 'Health',
    icon: Heart,
    bar: 'bg-gradient-to-r from-rose-400 to-stat-health',
    soft: 'bg-rose-50',
    text: 'text-stat-health',
  },
  hunger: {
    label: 'Hunger',
    icon: Drumstick,
    bar: 'bg-gradient-to-r from-amber-300 to-stat-hunger',
    soft: 'bg-amber-50',
    text: 'text-stat-hunger',
  },
  happiness: {
    label: 'Happiness',
    icon: Smile,
    bar: 'bg-gradient-to-r from-pink-300 to-stat-happiness',
    soft: 'bg-pink-50',
    text: 'text-stat-happiness',
  },
  energy: {
    label: 'Energy',
    icon: Zap,
    bar: 'bg-gradient-to-r from-sky-300 to-stat-energy',
    soft: 'bg-sky-50',
    text: 'text-stat-energy',
  },
};

/** Stats are 0-100 and capped at 100 in display (spec section 9). */
export function clampStat(value: number): number {
  return Math.max(STAT_MIN, Math.min(STAT_MAX, Math.round(value)));
}

/**
 * One pet stat: icon, label, percentage and a coloured bar. With `to` the whole row is a link
 * (the energy bar leads to /shop).
 */
export function StatBar({
  stat,
  value,
  to,
  linkLabel,
  label,
  size = 'md',
  className,
}: {
  stat: PetStatKey;
  value: number;
  to?: string;
  /** Accessible name of the link, e.g. 'Energy 40%: get more in the shop'. */
  linkLabel?: string;
  /** Overrides the stat's own label (e.g. 'Happy'). */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const info = PET_STATS[stat];
  const Icon = info.icon;
  const pct = clampStat(value);
  const name = label ?? info.label;
  const low = pct < 20;
  const body = (
    <>
      {/* With very large text the value goes under the name rather than cutting it short. */}
      <div className="flex flex-wrap items-center gap-1.5">
        <span
          className={cn(
            'flex shrink-0 items-center justify-center rounded-full',
            info.soft,
            info.text,
            size === 'sm' ? 'h-5 w-5' : 'h-7 w-7',
          )}
          aria-hidden="true"
        >
          <Icon className={size === 'sm' ? 'h-3 w-3' : 'h-4 w-4'} strokeWidth={2.5} />
        </span>
        <span
          className={cn(
            'min-w-0 flex-auto truncate font-bold text-ink-700',
            size === 'sm' ? 'text-xs' : 'text-sm',
          )}
        >
          {name}
        </span>
        <span className="ml-auto flex items-center gap-1.5">
          <span
            className={cn(
              'font-extrabold tabular-nums',
              low ? 'text-brand-600' : 'text-ink-900',
              size === 'sm' ? 'text-xs' : 'text-sm',
            )}
          >
            {pct}%
          </span>
          {to ? (
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4 text-ink-300"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M9 6l6 6-6 6" />
            </svg>
          ) : null}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={STAT_MIN}
        aria-valuemax={STAT_MAX}
        aria-valuenow={pct}
        className={cn(
          'mt-1.5 w-full overflow-hidden rounded-full bg-ink-100',
          size === 'sm' ? 'h-1.5' : 'h-2.5',
        )}
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-700 ease-out', info.bar)}
          style={{ width: `${pct}%` }}
        />
      </div>
    </>
  );
  if (to)
    return (
      <Link
        to={to}
        aria-label={linkLabel ?? `${name} ${pct}%`}
        className={cn(
          '-m-1.5 block rounded-2xl p-1.5 transition hover:bg-sky-50/70 active:scale-[0.99]',
          className,
        )}
      >
        {body}
      </Link>
    );
  return <div className={className}>{body}</div>;
}
