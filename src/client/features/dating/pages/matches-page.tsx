import { MapPin, MessageCircle, UserRound, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Match } from '../../../../shared/schemas/dating';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { focusTargetInPlaceOf } from '../../../lib/focus';
import { toast } from '../../../lib/toast';
import { useMatches } from '../api/get-matches';
import { useDismissMatch } from '../api/dismiss-match';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Hearts } from '../components/hearts';
import { PersonAvatar } from '../components/person-avatar';
import { PetChip } from '../components/pet-chip';
import { matchedLabel } from '../lib/swipe-gesture';
import { useDialogSubject } from '../../../lib/dialog-entry';

function MatchCard({ match, now, onDismiss }: { match: Match; now: Date; onDismiss: () => void }) {
  return (
    <li className="@container rounded-3xl bg-white p-4 shadow-card">
      {/* With large text (a card under 16rem wide) the name and place take a row of their own
          under the picture and the dismiss button; beside them they were cut to "U…". */}
      <div className="flex flex-wrap items-start gap-3">
        <PersonAvatar
          name={match.displayName}
          photo={match.profileImage}
          pet={match.pet}
          size={64}
        />
        <div className="min-w-0 flex-1 @max-[16rem]:order-last @max-[16rem]:basis-full">
          <h2 className="line-clamp-2 text-lg font-extrabold text-ink-900 wrap-break-word">
            {match.displayName}, <span className="font-bold text-ink-500">{match.age}</span>
          </h2>
          <p className="flex items-center gap-1 text-sm text-ink-500">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2 min-w-0 wrap-break-word">
              {match.location ?? 'Location not set'}
              {match.distanceLabel ? ` · ${match.distanceLabel}` : ''}
            </span>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-2">
            <Hearts value={match.compatibility} size="sm" className="text-ink-300" />
            <span className="text-xs font-semibold text-ink-500">
              {matchedLabel(match.matchedAt, now)}
            </span>
          </div>
        </div>
        <button
          type="button"
          data-dismiss-match
          aria-label={`Dismiss match with ${match.displayName}`}
          onClick={onDismiss}
          className="-mr-1 -mt-1 ml-auto flex h-9 w-9 items-center justify-center rounded-full text-ink-300 transition hover:bg-ink-100 hover:text-ink-700"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      {match.pet ? <PetChip pet={match.pet} tone="light" className="mt-3" /> : null}
      {/* Side by side, or one above the other when large text needs the room. */}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/messages/${match.id}`}
          className={`${buttonClass('primary', 'sm')} flex-1 whitespace-nowrap`}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Message
        </Link>
        <Link
          to={`/profile/${match.id}`}
          className={`${buttonClass('secondary', 'sm')} flex-1 whitespace-nowrap`}
        >
          <UserRound className="h-4 w-4" aria-hidden="true" />
          View Profile
        </Link>
      </div>
    </li>
  );
}

/** /dating/matches: current matches, newest first (cached for 5 minutes). */
export function Component() {
  const matches = useMatches();
  const dismiss = useDismissMatch();
  // A history entry, so the phone's Back closes the question and stays on the list.
  const dialog = useDialogSubject<Match>('dismiss-match');
  const confirming = dialog.subject;
  const [now] = useState(() => new Date());
  const pageRef = useRef<HTMLDivElement>(null);
  const dismissedAt = useRef(0);

  // After a dismissal, the next match's Dismiss (the one now in the same place), else the title.
  const focusAfterDismiss = () =>
    focusTargetInPlaceOf(pageRef.current, '[data-dismiss-match]', dismissedAt.current);

  function confirmDismiss() {
    if (!confirming) return;
    dismissedAt.current = Math.max(0, matches.data?.indexOf(confirming) ?? 0);
    dismiss.mutate(
      { matchedUserId: confirming.id },
      {
        onSuccess: () => dialog.close(),
        onError: () => {
          dialog.close();
          toast({
            title: 'Error',
            description: 'Could not dismiss match. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div ref={pageRef}>
      <PageHeader title="My Matches" back />
      {matches.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading your matches" />
        </div>
      ) : matches.isLoadingError ? (
        <LoadError what="your matches" onRetry={() => void matches.refetch()} />
      ) : !matches.data?.length ? (
        <EmptyState
          icon="💞"
          title="No matches yet"
          description="When someone you like likes you back, you'll find them here."
          action={
            <Link to="/dating" className={buttonClass('primary', 'lg')}>
              Start Swiping
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3 px-4 pb-6">
          {matches.data.map((m) => (
            <MatchCard key={m.matchId} match={m} now={now} onDismiss={() => dialog.ask(m)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={dialog.onOpenChange}
        title="Dismiss this match?"
        description={
          confirming
            ? `You and ${confirming.displayName} will no longer be matched, and neither of you can send messages in your conversation.`
            : ''
        }
        confirmLabel="Dismiss"
        onConfirm={confirmDismiss}
        pending={dismiss.isPending}
        focusAfter={focusAfterDismiss}
      />
    </div>
  );
}
