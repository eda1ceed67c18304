/** Helpers shared by the shop server tests. */
import { eq } from 'drizzle-orm';
import { pets } from '../../db/schema';
import { SHOP_ITEMS } from '../../../shared/catalog/shop-items';
import type { Pet } from '../../../shared/schemas/pets';
import { createPet } from '../../domain/pet-factory';
import { creditCoins } from '../../domain/ledger';
import type { TestApp, TestUser } from '../../test/helpers';

const item = (id: string) => {
  const found = SHOP_ITEMS.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
export const SNACK = item('energy-snack');
export const POTION = item('energy-potion');
export const KIBBLE = item('food-kibble');
export const FEAST = item('food-royal-feast');
export const BOW = item('accessory-bow');
export const SHADES = item('accessory-sunglasses');
export const CROWN = item('accessory-crown');
export const TOP_HAT = item('accessory-top-hat');
export const MYSTERY_EGG = item('pet-egg-any');
export const DRAGON_EGG = item('pet-egg-dragon');

export async function buy(user: TestUser, itemId: string) {
  return user.inject('POST', '/api/shop/purchase', { itemId });
}

/** The helpers that need the test file's app; `app` returns it once beforeAll has made it. */
export function shopHelpers(app: () => TestApp) {
  async function givePet(user: TestUser, stats: Partial<Pick<Pet, 'energy' | 'hunger'>> = {}) {
    const t = app();
    const row = await t.database.db.transaction((tx) =>
      createPet(
        tx,
        {
          userId: user.user.id,
          type: 'cat',
          variant: 'calico',
          rarity: 'common',
          makeActive: true,
        },
        t.clock.now(),
      ),
    );
    if (Object.keys(stats).length > 0) {
      await t.database.db.update(pets).set(stats).where(eq(pets.id, row.id));
    }
    return row;
  }

  async function petRow(id: string) {
    const t = app();
    const [row] = await t.database.db.select().from(pets).where(eq(pets.id, id));
    if (!row) throw new Error('pet gone');
    return row;
  }

  async function give(user: TestUser, coins: number) {
    const t = app();
    await t.database.db.transaction((tx) =>
      creditCoins(tx, user.user.id, coins, 'Test gift', t.clock.now()),
    );
  }

  return { givePet, petRow, give };
}
