import { useQueryClient } from '@tanstack/react-query';
import { Heart, SlidersHorizontal, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DeckCard, SwipeDirection } from '../../../../shared/schemas/dating';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { focusLost } from '../../../lib/focus';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMatches } from '../api/get-matches';
import { useSuperLikes } from '../api/get-super-likes';
import {
  dropFromDeck,
  returnToDeck,
  useDeckTopUp,
  usePotentialMatches,
} from '../api/get-potential-matches';
import { useWantsToMeet } from '../api/get-wants-to-meet';
import { useSwipe } from '../api/swipe';
import { MatchOverlay } from '../components/match-overlay';
import { useMatchOverlay } from '../hooks/use-match-overlay';
import { RecentMatches } from '../components/recent-matches';
import { SwipeDeck } from '../components/swipe-deck';
import { DeckEmpty } from '../components/deck-empty';
import { FROM_DECK_STATE } from '../lib/deck-decision';

const SWIPE_FAILED = 'Could not process your choice. Please try again.';

function HeaderLink({
  to,
  label,
  badge,
  children,
}: {
  to: string;
  label: string;
  badge?: number;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={badge ? `${label} (${badge})` : label}
      className="relative flex h-10 w-10 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-100"
    >
      {children}
      {badge ? (
        <span className="absolute right-0.5 top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-500 px-1 text-2xs font-black text-white">
          {badge > 9 ? '9+' : badge}
        </span>
      ) : null}
    </Link>
  );
}

/** Focus to the deck's main control (Like, or Refresh when empty), else to the page heading. */
function focusDeckControl(page: HTMLElement | null) {
  const control = page?.querySelector<HTMLElement>('[data-deck-focus]:not(:disabled)');
  (control ?? page?.querySelector<HTMLElement>('h1'))?.focus();
}

/** /dating: the swipe deck, the recent matches strip and the way to preferences. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const deck = usePotentialMatches();
  const matches = useMatches();
  const wantsToMeet = useWantsToMeet();
  const swipe = useSwipe();
  // Everyone swiped on this screen: an answer may still name someone whose swipe is on its way.
  const [swiped] = useState(() => new Set<string>());
  const topUp = useDeckTopUp(deck.data, swiped);
  const overlay = useMatchOverlay();
  const [refreshing, setRefreshing] = useState(false);
  // Until the server's count comes, Super Like stays on: the server still refuses a fourth.
  const superLikesLeft = useSuperLikes().data?.left;

  const cards = deck.data?.cards ?? [];
  // The cards ran out before the next ones came (a failed request shows the error instead).
  const awaitingMore = cards.length === 0 && !!deck.data?.more && !topUp.isError;
  // A refresh that fails (after a care action, say) leaves the cards shown; with none, it says so.
  const view =
    deck.isPending || refreshing || awaitingMore
      ? 'waiting'
      : cards.length === 0 && (deck.isError || topUp.isError)
        ? 'error'
        : cards.length === 0
          ? 'empty'
          : 'deck';

  // Keyboard focus must not fall to the page's start when the focused control goes away.
  const pageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The last card's swipe replaced the buttons with the empty deck's (or a spinner, then
    // cards), or the last super like of the day disabled its button.
    if (swiped.size > 0 && focusLost()) focusDeckControl(pageRef.current);
  }, [view, swiped, superLikesLeft]);

  function handleSwipe(card: DeckCard, direction: SwipeDirection) {
    // A double click or key press lands twice on the same card before it leaves the screen: the
    // second would be refused (already swiped) and show a false "Action Failed".
    if (swiped.has(card.id)) return;
    // Out of the held deck at once, so it stays gone when the user comes back to this screen.
    swiped.add(card.id);
    dropFromDeck(queryClient, card.id);
    // Each swipe's own answer is handled (mutate's per-call callbacks run for the latest call
    // only, so a match answered while the next card was already swiped lost its overlay).
    swipe.mutateAsync({ direction, swipedId: card.id }).then(
      (result) => {
        if (result.isMatch && result.match) overlay.show(result.match);
      },
      (error: unknown) => {
        // The card comes back unless the server says this person is gone or already swiped.
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 409);
        if (!gone) {
          swiped.delete(card.id);
          returnToDeck(queryClient, card);
        }
        const limit = error instanceof ApiError && (error.status === 403 || error.status === 429);
        toast({
          title: 'Action Failed',
          description: limit ? (error.serverMessage ?? SWIPE_FAILED) : SWIPE_FAILED,
          variant: 'destructive',
        });
      },
    );
  }

  async function refresh() {
    setRefreshing(true);
    topUp.reset();
    await deck.refetch();
    setRefreshing(false);
  }

  const waiting = wantsToMeet.data?.length ?? 0;
  return (
    <div
      ref={pageRef}
      className="flex min-h-[calc(100dvh-6rem-env(safe-area-inset-bottom))] flex-col bg-gradient-to-b from-brand-50/70 via-canvas to-canvas"
    >
      <header className="box-content flex h-14 shrink-0 items-center gap-1 px-4 pt-[env(safe-area-inset-top)]">
        <h1
          tabIndex={-1}
          className="flex-1 text-2xl font-black tracking-tight text-ink-900 focus:outline-none"
        >
          Discover
        </h1>
        <HeaderLink to="/dating/wants-to-meet" label="Wants to Meet" badge={waiting}>
          <Heart className="h-5.5 w-5.5" aria-hidden="true" />
        </HeaderLink>
        <HeaderLink to="/dating/matches" label="My Matches">
          <Users className="h-5.5 w-5.5" aria-hidden="true" />
        </HeaderLink>
        <HeaderLink to="/dating/preferences" label="Dating Preferences">
          <SlidersHorizontal className="h-5.5 w-5.5" aria-hidden="true" />
        </HeaderLink>
      </header>

      <RecentMatches query={matches} />

      {view === 'waiting' ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Finding people near you" />
        </div>
      ) : view === 'error' ? (
        <EmptyState
          icon="🌧️"
          title="Something went wrong"
          description="We couldn't load people near you. Check your connection and try again."
          action={
            <Button variant="secondary" data-deck-focus onClick={() => void refresh()}>
              Try Again
            </Button>
          }
        />
      ) : view === 'empty' ? (
        <DeckEmpty onRefresh={() => void refresh()} />
      ) : (
        <SwipeDeck
          cards={cards}
          onSwipe={handleSwipe}
          onInfo={(card) => navigate(`/profile/${card.id}`, { state: FROM_DECK_STATE })}
          superLikesOff={!(user?.preferences.enableSuperLikes ?? true)}
          superLikesLeft={superLikesLeft}
          keyboardEnabled={overlay.match === null}
        />
      )}

      <MatchOverlay
        match={overlay.match}
        onClose={overlay.close}
        onClosed={() => focusDeckControl(pageRef.current)}
      />
    </div>
  );
}
