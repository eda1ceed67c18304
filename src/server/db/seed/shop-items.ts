import { sql } from 'drizzle-orm';
import { SHOP_ITEMS } from '../../../shared/catalog/shop-items';
import type { Executor } from '../client';
import { shopItems } from '../schema';
import type { Seeder } from './index';

/**
 * Makes shop_items match the catalogue: inserts missing items and updates changed ones. Runs on
 * every start (shop routes registration) as well as in the seeders, so a fresh PostgreSQL
 * deployment or a test database always has a shop. Items dropped from the catalogue stay in the
 * table (inventories reference them) but are no longer sold.
 */
export async function ensureShopItems(db: Executor): Promise<void> {
  await db
    .insert(shopItems)
    .values(SHOP_ITEMS.map((item) => ({ ...item })))
    .onConflictDoUpdate({
      target: shopItems.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        price: sql`excluded.price`,
        type: sql`excluded.type`,
        rarity: sql`excluded.rarity`,
        effectAmount: sql`excluded.effect_amount`,
        effectKey: sql`excluded.effect_key`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

export const seedShopItems: Seeder = (ctx) => ensureShopItems(ctx.db);
