import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopItems, userItems } from '../../db/schema';
import { SHOP_ITEMS } from '../../../shared/catalog/shop-items';
import type { InventoryItem, ShopItem } from '../../../shared/schemas/shop';

type ShopItemRow = typeof shopItems.$inferSelect;
type UserItemRow = typeof userItems.$inferSelect;

/** Only catalogue items are sold; rows of retired items stay for the inventories that hold them. */
const CATALOGUE_IDS = SHOP_ITEMS.map((item) => item.id);

export function toShopItem(row: ShopItemRow): ShopItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    type: row.type,
    rarity: row.rarity as ShopItem['rarity'],
    effectAmount: row.effectAmount,
    effectKey: row.effectKey,
  };
}

export function toInventoryItem(line: UserItemRow, item: ShopItemRow): InventoryItem {
  return {
    itemId: line.itemId,
    item: toShopItem(item),
    quantity: line.quantity,
    equippedPetId: line.equippedPetId,
  };
}

export async function listShopItems(db: Executor): Promise<ShopItem[]> {
  const rows = await db
    .select()
    .from(shopItems)
    .where(inArray(shopItems.id, CATALOGUE_IDS))
    .orderBy(asc(shopItems.sortOrder), asc(shopItems.id));
  return rows.map(toShopItem);
}

/** A catalogue item by id, or null. */
export async function findShopItem(db: Executor, itemId: string): Promise<ShopItemRow | null> {
  if (!CATALOGUE_IDS.includes(itemId)) return null;
  const [row] = await db.select().from(shopItems).where(eq(shopItems.id, itemId));
  return row ?? null;
}

/** The caller's inventory, in shop order. */
export async function listInventory(db: Executor, userId: string): Promise<InventoryItem[]> {
  const rows = await db
    .select({ line: userItems, item: shopItems })
    .from(userItems)
    .innerJoin(shopItems, eq(shopItems.id, userItems.itemId))
    .where(eq(userItems.userId, userId))
    .orderBy(asc(shopItems.sortOrder), asc(shopItems.id));
  return rows.filter((r) => r.line.quantity > 0).map((r) => toInventoryItem(r.line, r.item));
}

/** One of the caller's inventory lines with its item, locked for this transaction; null if none. */
export async function lockInventoryLine(
  db: Executor,
  userId: string,
  itemId: string,
): Promise<{ line: UserItemRow; item: ShopItemRow } | null> {
  const [row] = await db
    .select({ line: userItems, item: shopItems })
    .from(userItems)
    .innerJoin(shopItems, eq(shopItems.id, userItems.itemId))
    .where(and(eq(userItems.userId, userId), eq(userItems.itemId, itemId)))
    .for('update', { of: userItems });
  return row && row.line.quantity > 0 ? row : null;
}
