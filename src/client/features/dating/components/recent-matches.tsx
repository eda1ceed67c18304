import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DATING } from '../../../../shared/constants';
import type { Match } from '../../../../shared/schemas/dating';
import { LoadErrorRow } from '../../../components/ui/load-error';
import { PersonAvatar } from './person-avatar';

/**
 * The 5 most recent matches; each opens the chat (spec section 2 "Dating"). Until they have been
 * read (loading, or offline), grey places stand for them, and a failed read says so: "No matches
 * yet" would tell someone with matches that they have none.
 */
export function RecentMatches({ query }: { query: UseQueryResult<Match[]> }) {
  const matches = query.data;
  const recent = (matches ?? []).slice(0, DATING.recentMatchesShown);
  return (
    <section aria-labelledby="recent-matches" className="px-4 pb-3">
      <div className="mb-2 flex items-center justify-between">
        <h2
          id="recent-matches"
          className="text-sm font-extrabold uppercase tracking-wide text-ink-500"
        >
          Recent Matches
        </h2>
        <Link to="/dating/matches" className="text-sm font-bold text-brand-600 hover:underline">
          See all
        </Link>
      </div>
      {query.isLoadingError ? (
        <div className="rounded-2xl bg-white/70 px-4 py-2 ring-1 ring-ink-100">
          <LoadErrorRow what="your matches" onRetry={() => void query.refetch()} />
        </div>
      ) : matches === undefined ? (
        <div aria-hidden="true" className="flex gap-3 pb-1">
          {Array.from({ length: DATING.recentMatchesShown }, (_, i) => (
            <div key={i} className="flex w-16 flex-col items-center gap-1">
              <div className="h-14 w-14 rounded-full bg-ink-100" />
              <div className="my-0.5 h-3 w-10 rounded-full bg-ink-100" />
            </div>
          ))}
        </div>
      ) : recent.length === 0 ? (
        <p className="rounded-2xl bg-white/70 px-4 py-3 text-sm text-ink-500 ring-1 ring-ink-100">
          No matches yet. Like someone who likes you back and they will show up here.
        </p>
      ) : (
        <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-1">
          {recent.map((m) => (
            <li key={m.matchId}>
              <Link
                to={`/messages/${m.id}`}
                aria-label={`Message ${m.displayName}`}
                className="flex w-16 flex-col items-center gap-1"
              >
                <PersonAvatar
                  name={m.displayName}
                  photo={m.profileImage}
                  pet={m.pet}
                  size={56}
                  className="shadow-md ring-brand-200"
                />
                <span className="w-full truncate text-center text-xs font-bold text-ink-700">
                  {m.displayName}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
