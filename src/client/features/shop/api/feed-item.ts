import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UseItemResponseSchema } from '../../../../shared/schemas/shop';
import { apiJson } from '../../../lib/api-client';
import { ACTIVE_PET_KEY, invalidatePets, USER_ITEMS_KEY } from './keys';

/** POST /api/user/items/{itemId}/use: the active pet eats one food item. */
export function feedItem(itemId: string) {
  return apiJson(
    UseItemResponseSchema,
    'POST',
    `/api/user/items/${encodeURIComponent(itemId)}/use`,
  );
}

export function useFeedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: feedItem,
    onSuccess: (res) => {
      queryClient.setQueryData([...ACTIVE_PET_KEY], res.pet);
      return Promise.all([
        invalidatePets(queryClient),
        queryClient.invalidateQueries({ queryKey: USER_ITEMS_KEY }),
      ]);
    },
  });
}
