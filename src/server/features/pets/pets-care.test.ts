/** Caring for the active pet: care actions, their rewards and level-ups, and the activity list. */
import { describe, expect, it } from 'vitest';
import { CARE, ECONOMY } from '../../../shared/constants';
import type { Pet, PetActionResponse } from '../../../shared/schemas/pets';
import { registerUser, useTestApp } from '../../test/helpers';
import {
  giveCoins,
  onboard,
  petRow,
  setPet,
  snapshot,
  transactionsOf,
  userRow,
} from './test-support';

const t = useTestApp({ ledger: true });

const TIRED =
  'Ember is too tired and needs 5 energy. Let them rest or visit the shop for an energy boost.';

describe('POST /api/pets/{id}/action', () => {
  async function act(u: Awaited<ReturnType<typeof registerUser>>, petId: string, body: object) {
    return u.inject('POST', `/api/pets/${petId}/action`, body);
  }

  it('applies each action’s effects, costs 5 energy and gives 2 XP and its coins', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u); // dragon: 100 / 80 / 90, energy 100
    await setPet(t, pet.id, { health: 50, hunger: 50, happiness: 50 });

    const feed = await act(u, pet.id, { action: 'feed' });
    expect(feed.statusCode, feed.body).toBe(200);
    const fed = feed.json() as PetActionResponse;
    expect(fed.pet).toMatchObject({ hunger: 60, energy: 95, experience: 2, level: 1 });
    expect(fed).toMatchObject({
      result: 'Fed Ember: hunger +10, +2 XP',
      coinsEarned: 0,
      xpGained: 2,
      levelsGained: 0,
      coins: 100,
      gameReward: null,
    });

    const play = (await act(u, pet.id, { action: 'play' })).json() as PetActionResponse;
    expect(play.pet).toMatchObject({ happiness: 60, energy: 90, experience: 4 });
    expect(play).toMatchObject({ coinsEarned: 5, coins: 105 });
    expect(play.result).toBe('Played with Ember: happiness +10, +5 coins, +2 XP');

    const groom = (await act(u, pet.id, { action: 'groom' })).json() as PetActionResponse;
    expect(groom.pet).toMatchObject({ health: 55, energy: 85, experience: 6 });
    expect(groom.coins).toBe(110);

    const train = (await act(u, pet.id, { action: 'train' })).json() as PetActionResponse;
    expect(train.pet).toMatchObject({ health: 60, energy: 80, experience: 8 });
    expect(train.coins).toBe(110);

    const tx = await transactionsOf(t, u.user.id);
    expect(tx.map((x) => x.description).sort()).toEqual([
      'Pet care: groom',
      'Pet care: play',
      'Welcome bonus',
    ]);
    expect((await userRow(t, u.user.id)).lastPetActionAt?.toISOString()).toBe(
      t.clock.now().toISOString(),
    );
  });

  it('clamps the stat at 100 and says so in the activity', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { hunger: 95 });
    const first = (await act(u, pet.id, { action: 'feed' })).json() as PetActionResponse;
    expect(first.pet.hunger).toBe(100);
    expect(first.result).toBe('Fed Ember: hunger +5, +2 XP');
    const second = (await act(u, pet.id, { action: 'feed' })).json() as PetActionResponse;
    expect(second.pet.hunger).toBe(100);
    expect(second.result).toBe('Fed Ember: hunger already full, +2 XP');
  });

  it('refuses an action below 5 energy with the tired message and changes nothing', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: CARE.energyCost - 1 });
    const before = await snapshot(t, u.user.id);
    for (const action of ['feed', 'play', 'groom', 'train']) {
      const res = await act(u, pet.id, { action });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TIRED);
    }
    expect(await snapshot(t, u.user.id)).toEqual(before);

    await setPet(t, pet.id, { energy: CARE.energyCost });
    const ok = await act(u, pet.id, { action: 'feed' });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as PetActionResponse).pet.energy).toBe(0);
    expect((ok.json() as PetActionResponse).pet.mood).toBe('sleeping');
  });

  it('refuses an inactive pet of the caller with 403', async () => {
    const u = await registerUser(t.app);
    await onboard(u);
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost);
    const second = (
      (
        await u.inject('POST', '/api/pets/adopt', {
          type: 'dog',
          variant: 'corgi',
          name: 'Waffles',
        })
      ).json() as { pet: Pet }
    ).pet;
    const before = await snapshot(t, u.user.id);
    const res = await act(u, second.id, { action: 'play' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Only your active pet can be cared for. Switch pets to care for this one.',
    );
    expect(await snapshot(t, u.user.id)).toEqual(before);
  });

  it('refuses bad bodies with 400', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const before = await snapshot(t, u.user.id);
    for (const body of [{}, { action: 'dance' }, { action: 'feed', coins: 100 }]) {
      expect((await act(u, pet.id, body)).statusCode).toBe(400);
    }
    expect(
      (await u.inject('POST', '/api/pets/not-a-uuid/action', { action: 'feed' })).statusCode,
    ).toBe(400);
    expect(await snapshot(t, u.user.id)).toEqual(before);
  });

  it(
    'pays exactly 100 coins per level across 1,000 XP (10 levels)',
    { timeout: 120_000 },
    async () => {
      const u = await registerUser(t.app);
      const pet = await onboard(u);
      const actions = 1000 / CARE.xpPerAction;
      let levelUps = 0;
      for (let i = 1; i <= actions; i++) {
        if ((i - 1) % 20 === 0) await setPet(t, pet.id, { energy: 100 });
        const res = await act(u, pet.id, { action: 'train' });
        expect(res.statusCode).toBe(200);
        const body = res.json() as PetActionResponse;
        expect(body.levelsGained).toBe(i % 50 === 0 ? 1 : 0);
        levelUps += body.levelsGained;
      }
      expect(levelUps).toBe(10);
      const after = (await u.inject('GET', '/api/pets/active')).json() as Pet;
      expect(after).toMatchObject({ level: 11, experience: 0 });
      const levelTx = (await transactionsOf(t, u.user.id)).filter(
        (x) => x.description === 'Pet level up',
      );
      expect(levelTx).toHaveLength(10);
      expect(levelTx.every((x) => x.amount === CARE.levelUpCoins && x.type === 'earned')).toBe(
        true,
      );
      // Welcome bonus + 10 level-ups + Daily Caretaker once (train pays no coins, same day).
      expect((await userRow(t, u.user.id)).coins).toBe(100 + 10 * 100 + ECONOMY.challengeReward);
    },
  );

  it('tells about the level-up in the response and the activity', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { level: 4, experience: 98 });
    const res = (await act(u, pet.id, { action: 'feed' })).json() as PetActionResponse;
    expect(res).toMatchObject({ levelsGained: 1, coinsEarned: 100, coins: 200 });
    expect(res.pet).toMatchObject({ level: 5, experience: 0 });
    expect(res.result).toBe('Fed Ember: hunger +10, +100 coins, +2 XP, reached level 5!');
  });

  it('stops at level 100 with XP 0 and pays the last level-up only once', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { level: 99, experience: 98 });
    const up = (await act(u, pet.id, { action: 'train' })).json() as PetActionResponse;
    expect(up.pet).toMatchObject({ level: 100, experience: 0 });
    expect(up).toMatchObject({ levelsGained: 1, xpGained: 2, coins: 200 });
    const max = (await act(u, pet.id, { action: 'train' })).json() as PetActionResponse;
    expect(max.pet).toMatchObject({ level: 100, experience: 0 });
    expect(max).toMatchObject({ levelsGained: 0, xpGained: 0, coinsEarned: 0, coins: 200 });
    expect(max.result).toBe('Trained Ember: health already full');
  });

  it('never lets two simultaneous actions spend the same energy', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 12 });
    const results = await Promise.all(
      ['feed', 'groom', 'train'].map((action) => act(u, pet.id, { action })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 400]);
    expect((await petRow(t, pet.id))?.energy).toBe(2);
  });
});

describe('GET /api/pets/{id}/activities', () => {
  it('shows the latest 25 care actions, newest first', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const actions = ['feed', 'play', 'groom', 'train'];
    for (let i = 0; i < CARE.activityListSize + 2; i++) {
      await setPet(t, pet.id, { energy: 100 });
      t.clock.advanceMs(1000);
      const res = await u.inject('POST', `/api/pets/${pet.id}/action`, {
        action: actions[i % 4],
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await u.inject('GET', `/api/pets/${pet.id}/activities`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { action: string; result: string; createdAt: string }[];
    expect(list).toHaveLength(CARE.activityListSize);
    const times = list.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Actions 0..26 were feed, play, groom, train in turn: the list holds 26 down to 2.
    const expected = Array.from({ length: CARE.activityListSize }, (_, k) => actions[(26 - k) % 4]);
    expect(list.map((a) => a.action)).toEqual(expected);
    expect(list[0]?.result).toMatch(/^Groomed Ember: health/);
  });

  it('is empty for a new pet', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    expect((await u.inject('GET', `/api/pets/${pet.id}/activities`)).json()).toEqual([]);
  });
});
