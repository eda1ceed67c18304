import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Gift } from 'lucide-react';
import { ECONOMY } from '../../../../shared/constants';
import type { Challenge } from '../../../../shared/schemas/challenges';
import { CoinIcon } from '../../../components/coin-badge';
import { LoadErrorRow } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

function ChallengeRow({ challenge }: { challenge: Challenge }) {
  const goal = Math.max(1, challenge.requirement.count);
  const progress = Math.min(goal, challenge.progress);
  return (
    <li
      className={cn(
        // With very large text the reward wraps under instead of squeezing the name to a letter.
        'flex flex-wrap items-center gap-3 rounded-2xl p-3 ring-1 transition',
        challenge.completed ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-ink-100',
      )}
    >
      <span
        className={cn(
          'flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl text-2xl',
          challenge.completed ? 'bg-emerald-100' : 'bg-grape-50',
        )}
        aria-hidden="true"
      >
        {challenge.icon}
      </span>
      <div className="min-w-[5.5rem] flex-1">
        {/* Whole on a 320 px phone too ('Daily Careta…' and a cut description before). */}
        <h3 className="text-body font-extrabold text-ink-900 wrap-break-word">{challenge.name}</h3>
        <p className="text-xs text-ink-500">{challenge.description}</p>
        <div className="mt-1.5 flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={`${challenge.name} progress`}
            aria-valuemin={0}
            aria-valuemax={goal}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-700',
                challenge.completed
                  ? 'bg-emerald-500'
                  : 'bg-gradient-to-r from-grape-500 to-brand-500',
              )}
              style={{ width: `${(progress / goal) * 100}%` }}
            />
          </div>
          {/* Under the name, not beside it, where it cut 'Daily Caretaker' short. */}
          {challenge.completed ? (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-emerald-500 px-1.5 py-0.5 text-2xs font-black uppercase text-white">
              <Check className="h-3 w-3" strokeWidth={3.5} aria-hidden="true" />
              Done
            </span>
          ) : (
            <span className="text-xs font-extrabold tabular-nums text-ink-700">
              {progress}/{goal}
            </span>
          )}
        </div>
      </div>
      <span className="ml-auto flex shrink-0 items-center gap-1 rounded-full bg-coin-100 px-2 py-1 text-xs font-black text-coin-700">
        <CoinIcon className="h-4 w-4" />
        <span className="sr-only">Reward </span>+{challenge.reward}
      </span>
    </li>
  );
}

/** The first daily challenges with progress, under the spec's daily-coins banner. */
export function DailyChallenges({ query }: { query: UseQueryResult<Challenge[]> }) {
  const shown = (query.data ?? []).slice(0, ECONOMY.challengesShownOnHome);
  return (
    <section
      aria-labelledby="daily-challenges-title"
      className="rounded-3xl bg-white p-4 shadow-card"
    >
      <h2 id="daily-challenges-title" className="text-lg font-extrabold text-ink-900">
        Daily Challenges
      </h2>
      <p className="mt-2 flex items-center gap-2 rounded-2xl bg-gradient-to-r from-coin-400 to-amber-300 px-3 py-2 text-sm font-extrabold text-amber-950">
        <Gift className="h-5 w-5 shrink-0" aria-hidden="true" />
        Earn 100 coins each day you play
      </p>
      {query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading challenges" />
        </div>
      ) : query.isLoadingError ? (
        // Not "New challenges arrive at midnight": today's are there, the read failed.
        <div className="pt-3">
          <LoadErrorRow what="today's challenges" onRetry={() => void query.refetch()} />
        </div>
      ) : shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-ink-500">New challenges arrive at midnight.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {shown.map((c) => (
            <ChallengeRow key={c.id} challenge={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
