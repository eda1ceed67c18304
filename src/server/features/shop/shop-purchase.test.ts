/** The shop's catalogue and POST /api/shop/purchase: each kind of item, refusals and races. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pets, transactions, users } from '../../db/schema';
import { ACCOUNT, STAT_MAX } from '../../../shared/constants';
import { PET_NAMES } from '../../../shared/catalog/pet-names';
import { ACCESSORY_KEYS } from '../../../shared/catalog/shop-items';
import { PET_RARITIES } from '../../../shared/catalog/pets';
import type { Pet } from '../../../shared/schemas/pets';
import type { InventoryItem, PurchaseResponse, ShopItem } from '../../../shared/schemas/shop';
import { debitCoins } from '../../domain/ledger';
import { ledgerMismatches, registerUser, type TestUser, useTestApp } from '../../test/helpers';
import {
  BOW,
  buy,
  CROWN,
  DRAGON_EGG,
  FEAST,
  KIBBLE,
  MYSTERY_EGG,
  POTION,
  shopHelpers,
  SNACK,
} from './shop-test-helpers';

const t = useTestApp({ ledger: true });

const { givePet, petRow, give } = shopHelpers(() => t);

async function coinsOf(user: TestUser) {
  const [row] = await t.database.db
    .select({ coins: users.coins })
    .from(users)
    .where(eq(users.id, user.user.id));
  return row?.coins;
}

async function spentRows(user: TestUser) {
  return t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, user.user.id), eq(transactions.type, 'spent')));
}

/** Spends coins through the ledger so the user is left with exactly `coins`. */
async function leaveWith(user: TestUser, coins: number) {
  const current = (await coinsOf(user)) ?? 0;
  await t.database.db.transaction(async (tx) => {
    if (current > coins) await debitCoins(tx, user.user.id, current - coins, 'Test', t.clock.now());
  });
}

describe('GET /api/shop/items', () => {
  it('lists the seeded catalogue: every type, every rarity, an energy item a new user can afford', async () => {
    const user = await registerUser(t.app);
    const res = await user.inject('GET', '/api/shop/items');
    expect(res.statusCode).toBe(200);
    const items = res.json() as ShopItem[];
    const ofType = (type: ShopItem['type']) => items.filter((i) => i.type === type);
    expect(ofType('energy').length).toBeGreaterThanOrEqual(3);
    expect(ofType('food').length).toBeGreaterThanOrEqual(3);
    expect(ofType('accessory').length).toBeGreaterThanOrEqual(3);
    expect(ofType('pet').length).toBeGreaterThanOrEqual(2);
    expect(ofType('premium').length).toBe(2);
    expect(new Set(items.map((i) => i.rarity))).toEqual(new Set(PET_RARITIES));
    expect(ofType('energy').some((i) => i.price <= ACCOUNT.welcomeBonus)).toBe(true);
    for (const a of ofType('accessory')) expect(ACCESSORY_KEYS).toContain(a.effectKey);
    expect(items[0]).toMatchObject({
      id: SNACK.id,
      name: SNACK.name,
      price: SNACK.price,
      type: 'energy',
      effectAmount: 25,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/items' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/shop/purchase: energy', () => {
  it("charges the price, records the debit and refills the active pet's energy", async () => {
    const user = await registerUser(t.app);
    const pet = await givePet(user, { energy: 30 });
    const res = await buy(user, SNACK.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PurchaseResponse;
    expect(body.coins).toBe(ACCOUNT.welcomeBonus - SNACK.price);
    expect(body.item.id).toBe(SNACK.id);
    expect(body.pet).toMatchObject({ id: pet.id, energy: 30 + 25 });
    expect((await petRow(pet.id)).energy).toBe(55);
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus - SNACK.price);
    const spent = await spentRows(user);
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ amount: SNACK.price, description: 'Purchased Energy Snack' });
  });

  it('clamps energy at 100 and refuses (free of charge) when energy is already full', async () => {
    const user = await registerUser(t.app);
    const pet = await givePet(user, { energy: 90 });
    const res = await buy(user, POTION.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().pet.energy).toBe(STAT_MAX);
    const again = await buy(user, SNACK.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already full/);
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus - POTION.price);
    expect((await petRow(pet.id)).energy).toBe(STAT_MAX);
  });

  it('refuses with no active pet and charges nothing', async () => {
    const user = await registerUser(t.app);
    const res = await buy(user, SNACK.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You need an active pet to use an energy item.');
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus);
    expect(await spentRows(user)).toHaveLength(0);
  });
});

describe('POST /api/shop/purchase: refusals', () => {
  it('refuses an item the balance does not cover, with the spec message, charging nothing', async () => {
    const user = await registerUser(t.app);
    await givePet(user, { energy: 10 });
    const res = await buy(user, CROWN.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You don't have enough coins for this purchase.");
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus);
    const inventory = await user.inject('GET', '/api/user/items');
    expect(inventory.json()).toEqual([]);
  });

  it('refuses premium items', async () => {
    const user = await registerUser(t.app);
    const res = await buy(user, 'premium-unlimited-coins');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Premium items are coming soon.');
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus);
  });

  it('answers 404 for an item id of nothing', async () => {
    const user = await registerUser(t.app);
    const res = await buy(user, 'golden-goose');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('That item is not in the shop.');
  });

  it.each([
    [{}, /choose an item/],
    [{ itemId: '' }, /choose an item/],
    [{ itemId: 42 }, /must be text/],
    [{ itemId: 'x'.repeat(101) }, /not valid/],
    [{ itemId: SNACK.id, price: 0 }, /./],
  ])('refuses a bad body %j with 400', async (body, message) => {
    const user = await registerUser(t.app);
    const res = await user.inject('POST', '/api/shop/purchase', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus);
  });
});

describe('POST /api/shop/purchase: food and accessories', () => {
  it('stacks food in the inventory', async () => {
    const user = await registerUser(t.app);
    expect((await buy(user, KIBBLE.id)).statusCode).toBe(200);
    const second = await buy(user, KIBBLE.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().inventoryItem).toMatchObject({ itemId: KIBBLE.id, quantity: 2 });
    const list = (await user.inject('GET', '/api/user/items')).json() as InventoryItem[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      itemId: KIBBLE.id,
      quantity: 2,
      equippedPetId: null,
      item: { name: KIBBLE.name, type: 'food', effectAmount: 15 },
    });
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus - 2 * KIBBLE.price);
  });

  it('keeps one of each accessory: a second purchase is refused and not charged', async () => {
    const user = await registerUser(t.app);
    const first = await buy(user, BOW.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().inventoryItem).toMatchObject({ itemId: BOW.id, quantity: 1 });
    const second = await buy(user, BOW.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already own this accessory.');
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus - BOW.price);
  });
});

describe('POST /api/shop/purchase: pets', () => {
  it("hatches the user's first pet as the active one, with the new-pet defaults", async () => {
    const user = await registerUser(t.app);
    await give(user, MYSTERY_EGG.price);
    const res = await buy(user, MYSTERY_EGG.id);
    expect(res.statusCode).toBe(200);
    const pet = res.json().pet as Pet;
    expect(pet).toMatchObject({
      isActive: true,
      rarity: 'rare',
      health: 100,
      hunger: 100,
      happiness: 100,
      energy: 100,
      level: 1,
      experience: 0,
      userId: user.user.id,
    });
    expect(PET_NAMES[pet.type]).toContain(pet.name);
    expect(res.json().coins).toBe(ACCOUNT.welcomeBonus);
  });

  it('adds a further pet as inactive, leaving the active pet as it was', async () => {
    const user = await registerUser(t.app);
    const first = await givePet(user);
    await give(user, DRAGON_EGG.price);
    const res = await buy(user, DRAGON_EGG.id);
    expect(res.statusCode).toBe(200);
    const pet = res.json().pet as Pet;
    expect(pet).toMatchObject({ type: 'dragon', rarity: 'legendary', isActive: false, level: 1 });
    expect(PET_NAMES.dragon).toContain(pet.name);
    expect((await petRow(first.id)).isActive).toBe(true);
    const mine = await t.database.db.select().from(pets).where(eq(pets.userId, user.user.id));
    expect(mine).toHaveLength(2);
  });
});

describe('concurrency', () => {
  it('50 simultaneous purchases with coins for exactly one: one succeeds, never below 0', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await registerUser(t.app);
      await leaveWith(user, FEAST.price);
      const answers = await Promise.all(Array.from({ length: 50 }, () => buy(user, FEAST.id)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 400)).toHaveLength(49);
      for (const a of answers.filter((x) => x.statusCode === 400)) {
        expect(a.json().message).toBe("You don't have enough coins for this purchase.");
      }
      expect(await coinsOf(user)).toBe(0);
      const list = (await user.inject('GET', '/api/user/items')).json() as InventoryItem[];
      expect(list).toEqual([expect.objectContaining({ itemId: FEAST.id, quantity: 1 })]);
      expect(await ledgerMismatches(t.database)).toEqual([]);
    }
  });

  it('one accessory bought 20 times at once is charged once', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(user, BOW.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await coinsOf(user)).toBe(ACCOUNT.welcomeBonus - BOW.price);
  });
});
