import { EquipResponseSchema } from '../../../../shared/schemas/shop';
import { apiJson } from '../../../lib/api-client';

/** POST /api/user/items/{itemId}/unequip: takes an accessory off whichever pet wears it. */
export function unequipItem({ itemId }: { itemId: string }) {
  return apiJson(
    EquipResponseSchema,
    'POST',
    `/api/user/items/${encodeURIComponent(itemId)}/unequip`,
  );
}
