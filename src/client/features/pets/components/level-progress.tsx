import { Crown, Star } from 'lucide-react';
import { CARE } from '../../../../shared/constants';
import { isMaxLevel } from '../../../../shared/rules/levelling';
import { cn } from '../../../lib/cn';

/** Level and XP bar; at the maximum level a 'Max Level' display replaces the bar. */
export function LevelProgress({
  level,
  experience,
  tone = 'light',
  className,
}: {
  level: number;
  experience: number;
  tone?: 'light' | 'glass';
  className?: string;
}) {
  if (isMaxLevel(level))
    return (
      <div
        className={cn(
          'flex items-center justify-center gap-2 rounded-2xl bg-gradient-to-r from-coin-400 via-amber-300 to-coin-500 px-4 py-2.5 font-black text-amber-950 shadow-md',
          className,
        )}
      >
        <Crown className="h-5 w-5" aria-hidden="true" />
        Max Level
        <span className="text-sm font-bold opacity-80">· Level {level}</span>
      </div>
    );
  const xp = Math.max(0, Math.min(CARE.xpPerLevel, experience));
  return (
    <div className={className}>
      <div
        className={cn(
          'mb-1.5 flex flex-wrap items-center justify-between gap-x-3 text-sm font-extrabold',
          tone === 'glass' ? 'text-white' : 'text-ink-900',
        )}
      >
        <span className="inline-flex items-center gap-1.5">
          <Star className="h-4 w-4 text-coin-400" fill="currentColor" aria-hidden="true" />
          Level {level}
        </span>
        <span className={cn('tabular-nums', tone === 'glass' ? 'text-white/85' : 'text-ink-500')}>
          {xp}/{CARE.xpPerLevel} XP
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Experience"
        aria-valuemin={0}
        aria-valuemax={CARE.xpPerLevel}
        aria-valuenow={xp}
        className={cn(
          'h-3 w-full overflow-hidden rounded-full',
          tone === 'glass' ? 'bg-white/30' : 'bg-grape-100',
        )}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-grape-500 via-brand-500 to-coin-400 transition-[width] duration-700 ease-out"
          style={{ width: `${(xp / CARE.xpPerLevel) * 100}%` }}
        />
      </div>
    </div>
  );
}
