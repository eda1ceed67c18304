import { z } from 'zod';
import { PET_RARITIES } from '../catalog/pets';
import { SHOP_ITEM_TYPES } from '../catalog/shop-items';
import { PetSchema } from './pets';

/** Spec section 3 "Shop item", plus what the item does (amount restored, accessory or egg kind). */
export const ShopItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  type: z.enum(SHOP_ITEM_TYPES),
  rarity: z.enum(PET_RARITIES),
  effectAmount: z.number().int().nullable(),
  effectKey: z.string().nullable(),
});
export type ShopItem = z.infer<typeof ShopItemSchema>;
export const ShopItemListSchema = z.array(ShopItemSchema);

const ItemIdSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Please choose an item.' : 'Item id must be text.',
  })
  .trim()
  .min(1, 'Please choose an item.')
  .max(100, 'That item id is not valid.')
  // Control characters (NUL above all) cannot even reach a PostgreSQL query.
  .refine((v) => !/\p{Cc}/u.test(v), { message: 'That item id is not valid.' });

export const PurchaseRequestSchema = z.strictObject({ itemId: ItemIdSchema });
export type PurchaseRequest = z.infer<typeof PurchaseRequestSchema>;

/** One line of the caller's inventory. */
export const InventoryItemSchema = z.object({
  itemId: z.string(),
  item: ShopItemSchema,
  quantity: z.number().int(),
  /** For an accessory: the pet wearing it, or null. */
  equippedPetId: z.uuid().nullable(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
export const InventoryListSchema = z.array(InventoryItemSchema);

/**
 * POST /api/shop/purchase. `pet` is the refilled active pet (energy) or the new pet (pet item);
 * `inventoryItem` the inventory line that grew (food, accessory).
 */
export const PurchaseResponseSchema = z.object({
  item: ShopItemSchema,
  coins: z.number().int(),
  pet: PetSchema.optional(),
  inventoryItem: InventoryItemSchema.optional(),
});
export type PurchaseResponse = z.infer<typeof PurchaseResponseSchema>;

export const ItemIdParamsSchema = z.strictObject({ itemId: ItemIdSchema });

/** POST /api/user/items/{itemId}/use: food on the active pet. */
export const UseItemResponseSchema = z.object({
  pet: PetSchema,
  /** The line after use; null once the last one is eaten. */
  inventoryItem: InventoryItemSchema.nullable(),
  /** What happened, e.g. 'Ember ate Berry Bowl: hunger +30'. */
  result: z.string(),
});
export type UseItemResponse = z.infer<typeof UseItemResponseSchema>;

export const EquipRequestSchema = z.strictObject({
  petId: z.uuid('Please choose one of your pets.'),
});
export type EquipRequest = z.infer<typeof EquipRequestSchema>;

/** Equip and unequip: the pets whose accessories changed (at most two) and the inventory line. */
export const EquipResponseSchema = z.object({
  pets: z.array(PetSchema),
  inventoryItem: InventoryItemSchema,
});
export type EquipResponse = z.infer<typeof EquipResponseSchema>;
