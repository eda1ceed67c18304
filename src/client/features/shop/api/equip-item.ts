import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EquipResponseSchema } from '../../../../shared/schemas/shop';
import { apiJson } from '../../../lib/api-client';
import { ACTIVE_PET_KEY, invalidatePets, USER_ITEMS_KEY } from './keys';
import { unequipItem } from './unequip-item';

/** POST /api/user/items/{itemId}/equip: puts an owned accessory on one of the caller's pets. */
export function equipItem({ itemId, petId }: { itemId: string; petId: string }) {
  return apiJson(
    EquipResponseSchema,
    'POST',
    `/api/user/items/${encodeURIComponent(itemId)}/equip`,
    { petId },
  );
}

/** The wardrobe toggles an accessory on (equip) or off (unequip). */
export function useToggleAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; petId: string; wear: boolean }) =>
      input.wear ? equipItem(input) : unequipItem(input),
    onSuccess: (res) => {
      const active = res.pets.find((p) => p.isActive);
      if (active) queryClient.setQueryData([...ACTIVE_PET_KEY], active);
      return Promise.all([
        invalidatePets(queryClient),
        queryClient.invalidateQueries({ queryKey: USER_ITEMS_KEY }),
      ]);
    },
  });
}
