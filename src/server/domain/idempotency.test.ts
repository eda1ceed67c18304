/**
 * Spending requests sent again with their Idempotency-Key (a retry after a lost answer): the
 * first answer comes back and nothing is spent twice; a new key buys again; a key cannot be
 * reused for something else; a refused request leaves its key free.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ECONOMY } from '../../shared/constants';
import type { PurchaseResponse } from '../../shared/schemas/shop';
import { idempotentRequests, transactions } from '../db/schema';
import { giveCoins, onboard, userRow } from '../features/pets/test-support';
import { BOW, KIBBLE } from '../features/shop/shop-test-helpers';
import { keyedPost, registerUser, type TestUser, useTestApp } from '../test/helpers';
import { KEY_REUSED } from './idempotency';

const t = useTestApp({ ledger: true });

const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

function send(user: TestUser, url: string, body: object, key?: string) {
  return keyedPost(t.app, user, url, body, key);
}

async function spentCount(user: TestUser) {
  const rows = await t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, user.user.id), eq(transactions.type, 'spent')));
  return rows.length;
}

describe('POST /api/shop/purchase with an Idempotency-Key', () => {
  it('answers a repeat as the first and charges once; a new key buys again', async () => {
    const u = await registerUser(t.app);
    const first = await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await userRow(t, u.user.id)).coins).toBe(100 - KIBBLE.price);
    expect(await spentCount(u)).toBe(1);

    const other = await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, `${KEY}-2`);
    expect(other.statusCode, other.body).toBe(200);
    const res = other.json() as PurchaseResponse;
    expect(res.coins).toBe(100 - 2 * KIBBLE.price);
    expect(res.inventoryItem?.quantity).toBe(2);
  });

  it('charges once when the repeat arrives while the first is still running', async () => {
    const u = await registerUser(t.app);
    const [a, b] = await Promise.all([
      send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY),
      send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect((await userRow(t, u.user.id)).coins).toBe(100 - KIBBLE.price);
    expect(await spentCount(u)).toBe(1);
  });

  it('refuses a key used for another item, and buys nothing with it', async () => {
    const u = await registerUser(t.app);
    expect((await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY)).statusCode).toBe(200);
    const res = await send(u, '/api/shop/purchase', { itemId: BOW.id }, KEY);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: KEY_REUSED });
    expect((await userRow(t, u.user.id)).coins).toBe(100 - KIBBLE.price);
  });

  it('keeps no key for a refused purchase, so it can be tried again once it can succeed', async () => {
    const u = await registerUser(t.app);
    const pet = { itemId: 'pet-egg-dragon' }; // 2,500 coins against 100
    const refused = await send(u, '/api/shop/purchase', pet, KEY);
    expect(refused.statusCode).toBe(400);
    await giveCoins(t, u.user.id, 2500);
    const bought = await send(u, '/api/shop/purchase', pet, KEY);
    expect(bought.statusCode, bought.body).toBe(200);
    expect((bought.json() as PurchaseResponse).pet?.type).toBe('dragon');
  });

  it('keys are per user: the same key from two people buys for each', async () => {
    const [u, v] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const a = await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY);
    const b = await send(v, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await userRow(t, v.user.id)).coins).toBe(100 - KIBBLE.price);
  });

  it('refuses a malformed key with a clear message', async () => {
    const u = await registerUser(t.app);
    for (const key of ['short', 'x'.repeat(101), 'has spaces in it, sixteen+']) {
      const res = await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.',
      });
    }
    expect((await userRow(t, u.user.id)).coins).toBe(100);
  });

  it("drops a user's keys older than a day when they make a new one", async () => {
    const u = await registerUser(t.app);
    expect((await send(u, '/api/shop/purchase', { itemId: KIBBLE.id }, KEY)).statusCode).toBe(200);
    t.clock.advanceHours(25);
    expect((await send(u, '/api/shop/purchase', { itemId: BOW.id }, `${KEY}-2`)).statusCode).toBe(
      200,
    );
    const keys = await t.database.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, u.user.id));
    expect(keys).toEqual([{ key: `${KEY}-2` }]);
  });
});

describe('POST /api/pets/adopt with an Idempotency-Key', () => {
  it('adopts once and answers the repeat with the same pet', async () => {
    const u = await registerUser(t.app);
    await onboard(u);
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost);
    const body = { type: 'bird', variant: 'owl', name: 'Hoots' };
    const first = await send(u, '/api/pets/adopt', body, KEY);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(u, '/api/pets/adopt', body, KEY);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const pets = (await u.inject('GET', '/api/pets')).json() as unknown[];
    expect(pets).toHaveLength(2);
    expect((await userRow(t, u.user.id)).coins).toBe(100);
  });
});
