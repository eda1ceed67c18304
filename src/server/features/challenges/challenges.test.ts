import { describe, expect, it } from 'vitest';
import { ECONOMY } from '../../../shared/constants';
import type { Challenge } from '../../../shared/schemas/challenges';
import type { PetActionResponse } from '../../../shared/schemas/pets';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { onboard, setPet, transactionsOf, userRow } from '../pets/test-support';

const t = useTestApp({ ledger: true });

async function challenges(u: TestUser): Promise<Record<string, Challenge>> {
  const res = await u.inject('GET', '/api/challenges');
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as Challenge[]).map((c) => [c.id, c]));
}

async function act(u: TestUser, petId: string, action: string): Promise<PetActionResponse> {
  await setPet(t, petId, { energy: 100 });
  const res = await u.inject('POST', `/api/pets/${petId}/action`, { action });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PetActionResponse;
}

describe('GET /api/challenges', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/challenges' })).statusCode).toBe(401);
  });

  it('lists the four daily challenges with no progress for a new user', async () => {
    const u = await registerUser(t.app);
    const res = await u.inject('GET', '/api/challenges');
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: 'daily-caretaker',
        name: 'Daily Caretaker',
        progress: 0,
        requirement: { count: 5 },
        completed: false,
        reward: 50,
      }),
      expect.objectContaining({
        id: 'well-fed',
        name: 'Well Fed',
        progress: 0,
        requirement: { count: 3 },
        completed: false,
      }),
      expect.objectContaining({
        id: 'game-time',
        name: 'Game Time',
        progress: 0,
        requirement: { count: 1 },
        completed: false,
      }),
      expect.objectContaining({
        id: 'social-butterfly',
        name: 'Social Butterfly',
        progress: 0,
        requirement: { count: 10 },
        completed: false,
      }),
    ]);
  });

  it('counts the user’s own care actions and pays 50 once per challenge per day', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const pet = await onboard(u);
    await onboard(other, { name: 'Other' });

    await act(u, pet.id, 'feed');
    await act(u, pet.id, 'feed');
    let c = await challenges(u);
    expect(c['daily-caretaker']).toMatchObject({ progress: 2, completed: false });
    expect(c['well-fed']).toMatchObject({ progress: 2, completed: false });

    const third = await act(u, pet.id, 'feed');
    expect(third.challengesCompleted).toEqual(['Well Fed']);
    expect(third.coinsEarned).toBe(ECONOMY.challengeReward);
    expect(third.coins).toBe(100 + ECONOMY.challengeReward);

    await act(u, pet.id, 'train');
    const fifth = await act(u, pet.id, 'train');
    expect(fifth.challengesCompleted).toEqual(['Daily Caretaker']);

    for (let i = 0; i < 3; i++) {
      const more = await act(u, pet.id, 'feed');
      expect(more.challengesCompleted).toEqual([]);
    }
    c = await challenges(u);
    expect(c['daily-caretaker']).toMatchObject({ progress: 5, completed: true });
    expect(c['well-fed']).toMatchObject({ progress: 3, completed: true });
    expect(c['game-time']).toMatchObject({ progress: 0, completed: false });

    const paid = (await transactionsOf(t, u.user.id)).filter((x) =>
      x.description.startsWith('Daily challenge'),
    );
    expect(paid.map((x) => [x.description, x.amount]).sort()).toEqual([
      ['Daily challenge: Daily Caretaker', 50],
      ['Daily challenge: Well Fed', 50],
    ]);
    expect((await userRow(t, u.user.id)).coins).toBe(100 + 2 * ECONOMY.challengeReward);
    // Nobody else's counters moved.
    const o = await challenges(other);
    expect(o['daily-caretaker']).toMatchObject({ progress: 0, completed: false });
  });

  it('resets at midnight New York time and can be earned again the next day', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    // 23:59 on 20 June in New York (EDT, UTC-4).
    t.clock.set('2026-06-21T03:59:00Z');
    for (let i = 0; i < 5; i++) await act(u, pet.id, 'train');
    expect((await challenges(u))['daily-caretaker']).toMatchObject({
      progress: 5,
      completed: true,
    });

    t.clock.set('2026-06-21T04:00:00Z'); // 00:00 on 21 June in New York
    expect((await challenges(u))['daily-caretaker']).toMatchObject({
      progress: 0,
      completed: false,
    });
    for (let i = 0; i < 5; i++) await act(u, pet.id, 'train');
    expect((await challenges(u))['daily-caretaker']).toMatchObject({
      progress: 5,
      completed: true,
    });
    const paid = (await transactionsOf(t, u.user.id)).filter(
      (x) => x.description === 'Daily challenge: Daily Caretaker',
    );
    expect(paid).toHaveLength(2);
  });

  it('uses the New York day in winter time too (UTC-5)', async () => {
    t.clock.set('2026-12-10T04:30:00Z'); // 23:30 on 9 December in New York
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await act(u, pet.id, 'feed');
    expect((await challenges(u))['well-fed']?.progress).toBe(1);
    t.clock.set('2026-12-10T05:00:00Z'); // 00:00 on 10 December
    expect((await challenges(u))['well-fed']?.progress).toBe(0);
  });

  it('pays a challenge once even when its last actions arrive together', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 100 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        u.inject('POST', `/api/pets/${pet.id}/action`, { action: 'train' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const paid = (await transactionsOf(t, u.user.id)).filter(
      (x) => x.description === 'Daily challenge: Daily Caretaker',
    );
    expect(paid).toHaveLength(1);
  });
});
