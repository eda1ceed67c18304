import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PurchaseResponseSchema } from '../../../../shared/schemas/shop';
import { apiJson, isConnectionProblem } from '../../../lib/api-client';
import { idempotencyHeaders, type Keyed, retryLostAnswer } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';
import { ACTIVE_PET_KEY, invalidateCoins, invalidatePets, USER_ITEMS_KEY } from './keys';

export function purchaseItem({ input: itemId, key }: Keyed<string>) {
  return apiJson(
    PurchaseResponseSchema,
    'POST',
    '/api/shop/purchase',
    { itemId },
    idempotencyHeaders(key),
  );
}

/**
 * Spec section 4 "Shop purchase": the local coin count drops (to the server's new balance, which
 * is the old one less the price); an energy item refreshes the active pet and the transactions,
 * a pet item the pet list, anything else the user's items.
 */
export function usePurchaseItem() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: purchaseItem,
    // A lost answer is asked again with the same key: no second purchase, the real outcome.
    ...retryLostAnswer,
    onSuccess: async (res) => {
      updateUser({ coins: res.coins });
      const refreshes: Promise<unknown>[] = [invalidateCoins(queryClient)];
      if (res.item.type === 'energy' && res.pet) {
        queryClient.setQueryData([...ACTIVE_PET_KEY], res.pet);
        refreshes.push(invalidatePets(queryClient));
      } else if (res.item.type === 'pet') {
        // A first pet hatches active, and the deck filters by the active pet's type.
        refreshes.push(
          invalidatePets(queryClient),
          queryClient.invalidateQueries({ queryKey: ['/api/dating/potential-matches'] }),
        );
      } else {
        refreshes.push(queryClient.invalidateQueries({ queryKey: USER_ITEMS_KEY }));
      }
      await Promise.all(refreshes);
    },
    // Still no answer after the retries: the purchase may have gone through. Show what the server
    // holds, so the balance and the items say whether it did before the user buys again.
    onError: async (error) => {
      if (!isConnectionProblem(error)) return;
      await Promise.all([
        invalidateCoins(queryClient),
        invalidatePets(queryClient),
        queryClient.invalidateQueries({ queryKey: USER_ITEMS_KEY }),
      ]);
    },
  });
}
