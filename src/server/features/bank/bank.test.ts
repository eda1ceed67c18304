import { describe, expect, it } from 'vitest';
import { BANK, ECONOMY } from '../../../shared/constants';
import type { Transaction } from '../../../shared/schemas/bank';
import { transactions } from '../../db/schema';
import { registerUser, useTestApp } from '../../test/helpers';
import { giveCoins, onboard } from '../pets/test-support';

const t = useTestApp({ ledger: true });

describe('GET /api/transactions', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions' })).statusCode).toBe(401);
  });

  it('lists the caller’s own coin history, newest first', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const pet = await onboard(u);
    t.clock.advanceMs(1000);
    await u.inject('POST', `/api/pets/${pet.id}/action`, { action: 'play' });
    t.clock.advanceMs(1000);
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost);
    t.clock.advanceMs(1000);
    const adopt = await u.inject('POST', '/api/pets/adopt', {
      type: 'fish',
      variant: 'goldfish',
      name: 'Goldie',
    });
    expect(adopt.statusCode).toBe(200);

    const res = await u.inject('GET', '/api/transactions');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Transaction[];
    expect(list.map((x) => [x.type, x.amount, x.description])).toEqual([
      ['spent', ECONOMY.adoptionCost, 'Adopted Goldie'],
      ['earned', ECONOMY.adoptionCost, 'Test top-up'],
      ['earned', 5, 'Pet care: play'],
      ['earned', 100, 'Welcome bonus'],
    ]);
    expect(list.every((x) => typeof x.createdAt === 'string')).toBe(true);
    const theirs = (await other.inject('GET', '/api/transactions')).json() as Transaction[];
    expect(theirs.map((x) => x.description)).toEqual(['Welcome bonus']);
  });

  it(`returns at most ${BANK.transactionListLimit} entries`, async () => {
    const u = await registerUser(t.app);
    const rows = Array.from({ length: BANK.transactionListLimit + 5 }, (_, i) => ({
      userId: u.user.id,
      type: 'earned' as const,
      amount: 0,
      description: `Entry ${i}`,
      createdAt: new Date(t.clock.now().getTime() + (i + 1) * 1000),
    }));
    await t.database.db.insert(transactions).values(rows);
    const list = (await u.inject('GET', '/api/transactions')).json() as Transaction[];
    expect(list).toHaveLength(BANK.transactionListLimit);
    expect(list[0]?.description).toBe(`Entry ${BANK.transactionListLimit + 4}`);
  });
});
