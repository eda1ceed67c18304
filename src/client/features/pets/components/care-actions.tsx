import { Bath, Drumstick, Dumbbell, Gamepad2, type LucideIcon } from 'lucide-react';
import { CARE, type CareAction } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { ACTION_LABEL } from '../lib/labels';

const ACTIONS: { action: CareAction; icon: LucideIcon; tile: string; hint: string }[] = [
  {
    action: 'feed',
    icon: Drumstick,
    tile: 'from-amber-300 to-orange-500 shadow-orange-500/30',
    hint: 'Hunger +10',
  },
  {
    action: 'play',
    icon: Gamepad2,
    tile: 'from-pink-400 to-brand-500 shadow-brand-500/30',
    hint: 'Play a game',
  },
  {
    action: 'groom',
    icon: Bath,
    tile: 'from-sky-300 to-blue-500 shadow-blue-500/30',
    hint: 'Health +5',
  },
  {
    action: 'train',
    icon: Dumbbell,
    tile: 'from-violet-400 to-grape-600 shadow-grape-600/30',
    hint: 'Health +5',
  },
];

/** The four care buttons (feed, play, groom, train). */
export function CareActions({
  onAction,
  pendingAction,
  className,
}: {
  onAction: (action: CareAction) => void;
  pendingAction: CareAction | null;
  className?: string;
}) {
  return (
    <div className={cn('@container', className)}>
      {/* Four in a row down to a 320 px phone; two with very large text (the query is in rem). */}
      <div
        className="grid grid-cols-2 gap-2 @min-[17rem]:grid-cols-4"
        role="group"
        aria-label="Care actions"
      >
        {ACTIONS.map(({ action, icon: Icon, tile, hint }) => {
          const busy = pendingAction === action;
          return (
            <button
              key={action}
              type="button"
              onClick={() => onAction(action)}
              disabled={pendingAction !== null}
              aria-busy={busy || undefined}
              aria-label={ACTION_LABEL[action]}
              className="group flex flex-col items-center gap-1.5 rounded-2xl bg-white px-1 pb-2 pt-2.5 shadow-card ring-1 ring-ink-100/70 transition hover:-translate-y-0.5 active:scale-95 disabled:cursor-wait disabled:opacity-70"
            >
              <span
                className={cn(
                  'flex h-12 w-12 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg transition group-hover:scale-105',
                  tile,
                )}
                aria-hidden="true"
              >
                {busy ? (
                  <span className="h-5 w-5 animate-spin rounded-full border-[3px] border-white/40 border-t-white" />
                ) : (
                  <Icon className="h-6 w-6" strokeWidth={2.3} />
                )}
              </span>
              <span className="text-sm font-extrabold text-ink-900">{ACTION_LABEL[action]}</span>
              <span className="text-2xs font-semibold leading-none text-ink-500">{hint}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-center text-xs font-semibold text-ink-500">
        Each action uses {CARE.energyCost} energy and earns {CARE.xpPerAction} XP
      </p>
    </div>
  );
}
