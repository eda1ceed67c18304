import {
  type QueryClient,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { DATING } from '../../../../shared/constants';
import { PotentialMatchesResponseSchema, type DeckCard } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { heldDeck, withCardBack, withNextDeck, withoutCard, type HeldDeck } from '../lib/held-deck';
import { DECK_KEY } from './keys';

export function getPotentialMatches() {
  return apiJson(PotentialMatchesResponseSchema, 'GET', '/api/dating/potential-matches');
}

/** The deck as the page holds it (lib/held-deck.ts); swipes and top-ups edit it in place. */
export function usePotentialMatches() {
  return useQuery({
    queryKey: DECK_KEY,
    queryFn: async () => heldDeck(await getPotentialMatches()),
  });
}

/** Someone swiped or answered (also on Wants to Meet) leaves the held deck, as the server's. */
export function dropFromDeck(queryClient: QueryClient, userId: string) {
  queryClient.setQueryData<HeldDeck>(DECK_KEY, (held) => held && withoutCard(held, userId));
}

/** A card whose swipe failed goes back on top. */
export function returnToDeck(queryClient: QueryClient, card: DeckCard) {
  queryClient.setQueryData<HeldDeck>(DECK_KEY, (held) => held && withCardBack(held, card));
}

/**
 * Keeps the deck going (spec: 'No More Profiles' once the deck is finished): when it is down to
 * `DATING.nextDeckAt` cards and the server may have more, the next answer is fetched in the
 * background, early enough that someone swiping never waits on it, and the new people are added
 * behind the held cards. `swiped` holds the ids swiped on this screen. A failed top-up is not
 * retried by itself: the page offers Try Again once the cards run out.
 */
export function useDeckTopUp(held: HeldDeck | undefined, swiped: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const topUp = useMutation({
    mutationFn: getPotentialMatches,
    onSuccess: (next) =>
      queryClient.setQueryData<HeldDeck>(DECK_KEY, (now) => now && withNextDeck(now, next, swiped)),
  });
  // Not while the whole deck is loading again (Refresh): its answer replaces what is held.
  const reloading = useIsFetching({ queryKey: DECK_KEY }) > 0;
  const due =
    !reloading && held !== undefined && held.more && held.cards.length <= DATING.nextDeckAt;
  const { mutate, isIdle, isSuccess } = topUp;
  // Each top-up adds someone or ends `more`, so this cannot ask in a loop.
  useEffect(() => {
    if (due && (isIdle || isSuccess)) mutate();
  }, [due, held, isIdle, isSuccess, mutate]);
  return topUp;
}
