import { Bath, Drumstick, Dumbbell, Gamepad2, Sparkles, type LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CARE } from '../../../../shared/constants';
import type { PetActivity } from '../../../../shared/schemas/pets';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useNow } from '../hooks/use-now';
import { actionLabel, activityTimeLabel } from '../lib/labels';
import { PetLoadError } from './load-error';

const ICONS: Record<string, { icon: LucideIcon; tile: string }> = {
  feed: { icon: Drumstick, tile: 'bg-amber-100 text-amber-600' },
  play: { icon: Gamepad2, tile: 'bg-pink-100 text-pink-600' },
  groom: { icon: Bath, tile: 'bg-sky-100 text-sky-600' },
  train: { icon: Dumbbell, tile: 'bg-violet-100 text-violet-600' },
};
const OTHER = { icon: Sparkles, tile: 'bg-grape-100 text-grape-600' };

/** The latest care interactions: action icon, action, time and result. */
export function ActivityList({ query }: { query: UseQueryResult<PetActivity[]> }) {
  const now = useNow();
  const activities = query.data;
  return (
    <section aria-labelledby="activity-title" className="rounded-3xl bg-white p-4 shadow-card">
      <h2 id="activity-title" className="text-lg font-extrabold text-ink-900">
        Recent Activity
      </h2>
      <p className="mt-0.5 text-xs font-semibold text-ink-500">
        Showing your latest {CARE.activityListSize} interactions
      </p>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading activity" />
        </div>
      ) : query.isLoadingError ? (
        <PetLoadError what="your pet's activity" onRetry={() => void query.refetch()} />
      ) : !activities || activities.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-4xl" aria-hidden="true">
            🐾
          </p>
          <p className="mt-2 font-extrabold text-ink-900">No activity yet</p>
          <p className="text-sm text-ink-500">Feed, groom or train your pet to see it here.</p>
        </div>
      ) : (
        <ol className="mt-3 flex flex-col">
          {activities.slice(0, CARE.activityListSize).map((a, i) => {
            const { icon: Icon, tile } = ICONS[a.action] ?? OTHER;
            return (
              <li key={a.id} className="relative flex gap-3 pb-3">
                {i < activities.length - 1 ? (
                  <span
                    className="absolute bottom-0 left-[19px] top-10 w-0.5 bg-ink-100"
                    aria-hidden="true"
                  />
                ) : null}
                <span
                  className={cn(
                    'flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl',
                    tile,
                  )}
                  aria-hidden="true"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <div className="min-w-0 flex-1 pt-0.5">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="font-extrabold text-ink-900">{actionLabel(a.action)}</span>
                    <time
                      dateTime={a.createdAt}
                      className="shrink-0 text-xs font-semibold text-ink-500"
                    >
                      {activityTimeLabel(a.createdAt, now)}
                    </time>
                  </div>
                  <p className="text-sm text-ink-500">{a.result}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
