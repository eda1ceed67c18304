import { CalendarHeart, Heart, Star, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

function Stat({
  icon: Icon,
  value,
  label,
  tone,
}: {
  icon: LucideIcon;
  /** null while unknown: a dash, never a made-up 0. */
  value: number | null;
  label: string;
  tone: string;
}) {
  return (
    <li className="flex min-w-0 flex-1 flex-col items-center rounded-2xl bg-white px-2 py-3 text-center shadow-card">
      <span
        aria-hidden="true"
        className={cn('mb-1 flex h-8 w-8 items-center justify-center rounded-full', tone)}
      >
        <Icon className="h-4 w-4" strokeWidth={2.5} />
      </span>
      <span className="text-xl font-black tabular-nums text-ink-900">{value ?? '–'}</span>
      <span className="text-xs font-bold text-ink-500 wrap-anywhere">{label}</span>
    </li>
  );
}

/** Spec section 2: number of matches, the active pet's level (default 1) and days active. */
export function ProfileStats({
  matches,
  petLevel,
  daysActive,
}: {
  matches: number | null;
  petLevel: number | null;
  daysActive: number;
}) {
  return (
    <ul aria-label="Stats" className="flex gap-3">
      <Stat
        icon={Heart}
        value={matches}
        label={matches === 1 ? 'Match' : 'Matches'}
        tone="bg-brand-50 text-brand-600"
      />
      <Stat icon={Star} value={petLevel} label="Pet Level" tone="bg-coin-100 text-coin-700" />
      <Stat
        icon={CalendarHeart}
        value={daysActive}
        label={daysActive === 1 ? 'Day Active' : 'Days Active'}
        tone="bg-grape-100 text-grape-600"
      />
    </ul>
  );
}
