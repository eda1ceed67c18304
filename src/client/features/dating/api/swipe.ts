import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SwipeResponseSchema, type SwipeRequest } from '../../../../shared/schemas/dating';
import { ApiError, apiJson } from '../../../lib/api-client';
import { dropFromDeck } from './get-potential-matches';
import { spendSuperLike } from './get-super-likes';
import { OWN_PROFILE_KEY } from '../../../lib/own-profile';
import { MATCHES_KEY, SUPER_LIKES_KEY, WANTS_TO_MEET_KEY } from './keys';

export function swipe(input: SwipeRequest) {
  return apiJson(SwipeResponseSchema, 'POST', '/api/dating/swipe', input);
}

/** The deck is not loaded again: the swiped person just leaves the cards it holds. */
export function useSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swipe,
    onSuccess: async (result, { swipedId, direction }) => {
      dropFromDeck(queryClient, swipedId);
      if (direction === 'super') void spendSuperLike(queryClient);
      await queryClient.invalidateQueries({ queryKey: WANTS_TO_MEET_KEY });
      if (result.isMatch) {
        // A match pays coins: the balance and the matches list change.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
          queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY }),
        ]);
      }
    },
    // Refused for the limit (reached from another device meanwhile): the server's count.
    onError: (error, { direction }) => {
      if (direction === 'super' && error instanceof ApiError && error.status === 429)
        void queryClient.invalidateQueries({ queryKey: SUPER_LIKES_KEY });
    },
  });
}
