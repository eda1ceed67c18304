import { Heart, MapPin, Star, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WantsToMeetEntry } from '../../../../shared/schemas/dating';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { focusLost, focusTargetInPlaceOf } from '../../../lib/focus';
import { toast } from '../../../lib/toast';
import { useDismissRequest } from '../api/dismiss-request';
import { useWantsToMeet } from '../api/get-wants-to-meet';
import { useSwipe } from '../api/swipe';
import { Hearts } from '../components/hearts';
import { MatchOverlay } from '../components/match-overlay';
import { PersonAvatar } from '../components/person-avatar';
import { PetChip } from '../components/pet-chip';
import { useMatchOverlay } from '../hooks/use-match-overlay';

function RequestCard({
  entry,
  busy,
  onLikeBack,
  onPass,
}: {
  entry: WantsToMeetEntry;
  busy: boolean;
  onLikeBack: () => void;
  onPass: () => void;
}) {
  return (
    <li
      aria-label={`${entry.displayName}, ${entry.age}${entry.superLike ? ', super liked you' : ''}`}
      className={cn(
        '@container rounded-3xl bg-white p-4 shadow-card',
        entry.superLike && 'ring-2 ring-sky-300',
      )}
    >
      {/* With large text (a card under 16rem wide) the name and place go under the picture, as
          on My Matches; beside it the name had no room left at all. */}
      <Link to={`/profile/${entry.id}`} className="flex flex-wrap items-start gap-3">
        <PersonAvatar
          name={entry.displayName}
          photo={entry.profileImage}
          pet={entry.pet}
          size={64}
        />
        <div className="min-w-0 flex-1 @max-[16rem]:basis-full">
          <div className="flex flex-wrap items-center gap-x-2">
            <h2 className="line-clamp-2 text-lg font-extrabold text-ink-900 wrap-break-word">
              {entry.displayName}, <span className="font-bold text-ink-500">{entry.age}</span>
            </h2>
            {entry.superLike ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-500 px-2 py-0.5 text-caption font-extrabold text-white">
                <Star className="h-3 w-3 fill-white" aria-hidden="true" />
                Super Like
              </span>
            ) : null}
          </div>
          <p className="flex items-center gap-1 text-sm text-ink-500">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2 min-w-0 wrap-break-word">
              {entry.location ?? 'Location not set'}
              {entry.distanceLabel ? ` · ${entry.distanceLabel}` : ''}
            </span>
          </p>
          <Hearts value={entry.compatibility} size="sm" className="mt-1 text-ink-300" />
        </div>
      </Link>
      {entry.bio ? (
        <p className="mt-3 line-clamp-2 text-sm text-ink-700 wrap-anywhere">{entry.bio}</p>
      ) : null}
      {entry.pet ? <PetChip pet={entry.pet} tone="light" className="mt-3" /> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={onPass} disabled={busy}>
          <X className="h-4 w-4" aria-hidden="true" />
          Pass
        </Button>
        <Button size="sm" className="flex-1" onClick={onLikeBack} disabled={busy} data-like-back>
          <Heart className="h-4 w-4 fill-white" aria-hidden="true" />
          Like Back
        </Button>
      </div>
    </li>
  );
}

/** /dating/wants-to-meet: Like Back is a right swipe, Pass dismisses the request (spec 4). */
export function Component() {
  const wants = useWantsToMeet();
  const swipe = useSwipe();
  const dismiss = useDismissRequest();
  const overlay = useMatchOverlay();
  const [busyId, setBusyId] = useState<string | null>(null);

  // An answered request leaves the list with the button that had focus: focus goes to the Like
  // Back now in its place (the next request), else to the page title.
  const pageRef = useRef<HTMLDivElement>(null);
  const answeredAt = useRef<number | null>(null);
  function focusNextRequest() {
    focusTargetInPlaceOf(pageRef.current, '[data-like-back]', answeredAt.current ?? 0)?.focus();
  }
  useEffect(() => {
    if (answeredAt.current !== null && focusLost() && !overlay.match) focusNextRequest();
  }, [wants.data, overlay.match]);

  function answer(entry: WantsToMeetEntry) {
    setBusyId(entry.id);
    answeredAt.current = Math.max(0, wants.data?.indexOf(entry) ?? 0);
  }

  function likeBack(entry: WantsToMeetEntry) {
    answer(entry);
    swipe.mutate(
      { direction: 'right', swipedId: entry.id },
      {
        onSuccess: (result) => {
          if (result.isMatch && result.match) overlay.show(result.match);
        },
        onError: () =>
          toast({
            title: 'Action Failed',
            description: 'Could not process your response. Please try again.',
            variant: 'destructive',
          }),
        onSettled: () => setBusyId(null),
      },
    );
  }

  function pass(entry: WantsToMeetEntry) {
    answer(entry);
    dismiss.mutate(
      { requesterId: entry.id },
      {
        onError: () =>
          toast({
            title: 'Action Failed',
            description: 'Could not dismiss request. Please try again.',
            variant: 'destructive',
          }),
        onSettled: () => setBusyId(null),
      },
    );
  }

  return (
    <div ref={pageRef}>
      <PageHeader title="Wants to Meet" back />
      {wants.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading who wants to meet you" />
        </div>
      ) : wants.isLoadingError ? (
        <LoadError what="your requests" onRetry={() => void wants.refetch()} />
      ) : !wants.data?.length ? (
        <EmptyState
          icon="💌"
          title="No one is waiting yet"
          description="When someone likes you, they'll show up here so you can like them back."
          action={
            <Link to="/dating" className={buttonClass('primary', 'lg')}>
              Keep Swiping
            </Link>
          }
        />
      ) : (
        <>
          <p className="px-4 pb-3 text-sm text-ink-500">
            {wants.data.length === 1
              ? '1 person likes you. Like them back to match!'
              : `${wants.data.length} people like you. Like them back to match!`}
          </p>
          <ul className="flex flex-col gap-3 px-4 pb-6">
            {wants.data.map((entry) => (
              <RequestCard
                key={entry.id}
                entry={entry}
                busy={busyId === entry.id}
                onLikeBack={() => likeBack(entry)}
                onPass={() => pass(entry)}
              />
            ))}
          </ul>
        </>
      )}
      <MatchOverlay
        match={overlay.match}
        onClose={overlay.close}
        onClosed={focusNextRequest}
        closeLabel="Back to Requests"
      />
    </div>
  );
}
