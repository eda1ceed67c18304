import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARE, ECONOMY, PET_NAME_MAX } from '../../../shared/constants';
import { ADOPTION_TEMPLATES } from '../../../shared/catalog/adoption';
import { ONBOARDING_CATALOG } from '../../../shared/catalog/pets';
import type { AdoptablePet, Pet, PetActionResponse } from '../../../shared/schemas/pets';
import { pets } from '../../db/schema';
import { createPet } from '../../domain/pet-factory';
import { createTestApp, ledgerMismatches, registerUser, type TestApp } from '../../test/helpers';
import {
  giveCoins,
  onboard,
  petRow,
  setPet,
  snapshot,
  transactionsOf,
  userRow,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// PRODUCT_RULES.md 2: the ledger invariant holds after every test, for every user.
afterEach(async () => {
  expect(await ledgerMismatches(t.database)).toEqual([]);
});

const TIRED =
  'Ember is too tired and needs 5 energy. Let them rest or visit the shop for an energy boost.';

describe('GET /api/pets and /api/pets/active', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pets' });
    expect(res.statusCode).toBe(401);
  });

  it('gives an empty list and a null active pet to a user with no pet', async () => {
    const u = await registerUser(t.app);
    const list = await u.inject('GET', '/api/pets');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const active = await u.inject('GET', '/api/pets/active');
    expect(active.statusCode).toBe(200);
    expect(active.body).toBe('null');
  });

  it('lists only the caller’s pets, active first', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    await onboard(other, { name: 'Theirs' });
    const first = await onboard(u);
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost);
    const adopted = await u.inject('POST', '/api/pets/adopt', {
      type: 'cat',
      variant: 'siamese',
      name: 'Sapphire',
    });
    expect(adopted.statusCode).toBe(200);
    const second = (adopted.json() as { pet: Pet }).pet;
    await u.inject('POST', `/api/pets/${second.id}/set-active`);

    const list = (await u.inject('GET', '/api/pets')).json() as Pet[];
    expect(list.map((p) => [p.name, p.isActive])).toEqual([
      ['Sapphire', true],
      ['Ember', false],
    ]);
    const active = (await u.inject('GET', '/api/pets/active')).json() as Pet;
    expect(active.id).toBe(second.id);
    expect(first.id).not.toBe(second.id);
  });
});

describe('POST /api/pets (onboarding)', () => {
  it('creates the first pet from the onboarding catalogue, free and active, ignoring sent numbers', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await u.inject('POST', '/api/pets', {
      name: '  Sparky  ',
      type: 'cat',
      variant: 'calico',
      rarity: 'legendary',
      personality: 'Evil',
      health: 100,
      hunger: 100,
      happiness: 100,
      energy: 100,
      level: 99,
      experience: 99,
      userId: other.user.id,
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const pet = res.json() as Pet;
    const base = ONBOARDING_CATALOG.cat.base;
    expect(pet).toMatchObject({
      userId: u.user.id,
      name: 'Sparky',
      type: 'cat',
      variant: 'calico',
      rarity: 'common',
      personality: 'Independent and Playful',
      health: base.health,
      hunger: base.hunger,
      happiness: base.happiness,
      energy: 100,
      level: 1,
      experience: 0,
      isActive: true,
      mood: 'happy',
      accessories: [],
    });
    expect((await userRow(t, u.user.id)).coins).toBe(100);
    expect((await other.inject('GET', '/api/pets')).json()).toEqual([]);
  });

  it('accepts the registration wizard’s variants too', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u, { type: 'phoenix', variant: 'lunar', name: 'Luna' });
    expect(pet).toMatchObject({
      type: 'phoenix',
      variant: 'lunar',
      personality: 'Mystical and Proud',
    });
  });

  it('refuses a second onboarding pet with 409 and creates nothing', async () => {
    const u = await registerUser(t.app);
    await onboard(u);
    const again = await u.inject('POST', '/api/pets', {
      name: 'Two',
      type: 'dog',
      variant: 'corgi',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have a pet/);
    expect((await u.inject('GET', '/api/pets')).json()).toHaveLength(1);
  });

  it('lets only one of two simultaneous onboarding calls create a pet', async () => {
    const u = await registerUser(t.app);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        u.inject('POST', '/api/pets', { name: 'Race', type: 'dog', variant: 'husky' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await u.inject('GET', '/api/pets')).json()).toHaveLength(1);
  });

  it.each([
    [{ name: '', type: 'dog', variant: 'corgi' }, /Pet name cannot be empty/],
    [{ name: '   ', type: 'dog', variant: 'corgi' }, /Pet name cannot be empty/],
    [{ name: 'x'.repeat(PET_NAME_MAX + 1), type: 'dog', variant: 'corgi' }, /20 characters/],
    [{ name: 'Rex', type: 'bird', variant: 'parrot' }, /select a pet/],
    [{ name: 'Rex', type: 'dog', variant: 'fire' }, /not a dog variant/],
    [{ name: 'Rex', type: 'dog' }, /variant/i],
    [{ name: 'Rex', type: 'dog', variant: 'corgi', coins: 5000 }, /coins/],
  ])('refuses %j with 400', async (body, message) => {
    const u = await registerUser(t.app);
    const res = await u.inject('POST', '/api/pets', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await u.inject('GET', '/api/pets')).json()).toEqual([]);
  });
});

describe('GET /api/pets/adoptable', () => {
  it('lists every template, free before the first pet and 2,000 after', async () => {
    const u = await registerUser(t.app);
    const before = (await u.inject('GET', '/api/pets/adoptable')).json() as AdoptablePet[];
    expect(before).toHaveLength(ADOPTION_TEMPLATES.length);
    expect(before.length).toBeGreaterThanOrEqual(14);
    expect(new Set(before.map((p) => p.type))).toEqual(
      new Set(['dragon', 'cat', 'dog', 'phoenix', 'bird', 'fish']),
    );
    expect(before.every((p) => p.cost === 0)).toBe(true);
    const dragon = before.find((p) => p.id === 'dragon-fire');
    expect(dragon?.images).toEqual({
      happy: 'art:dragon/fire/happy',
      sad: 'art:dragon/fire/sad',
      sleeping: 'art:dragon/fire/sleeping',
    });
    expect(dragon?.breedInfo.traits.length).toBeGreaterThan(0);

    await onboard(u);
    const after = (await u.inject('GET', '/api/pets/adoptable')).json() as AdoptablePet[];
    expect(after.every((p) => p.cost === ECONOMY.adoptionCost)).toBe(true);
  });
});

describe('POST /api/pets/adopt', () => {
  it('gives the first pet free and makes it active', async () => {
    const u = await registerUser(t.app);
    const res = await u.inject('POST', '/api/pets/adopt', {
      type: 'fish',
      variant: 'koi',
      name: 'Lucky',
      rarity: 'common',
      personality: 'Grumpy',
      cost: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pet, coins } = res.json() as { pet: Pet; coins: number };
    expect(coins).toBe(100);
    expect(pet).toMatchObject({
      name: 'Lucky',
      type: 'fish',
      variant: 'koi',
      rarity: 'epic',
      personality: 'Serene and Lucky',
      isActive: true,
      health: 100,
      hunger: 100,
      happiness: 100,
      energy: 100,
      level: 1,
      experience: 0,
    });
    expect(await transactionsOf(t, u.user.id)).toHaveLength(1);
  });

  it('charges 2,000 for a further pet (whatever cost is sent), which does not become active', async () => {
    const u = await registerUser(t.app);
    const first = await onboard(u);
    await giveCoins(t, u.user.id, 2500);
    const res = await u.inject('POST', '/api/pets/adopt', {
      type: 'bird',
      variant: 'owl',
      name: 'Hoots',
      cost: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pet, coins } = res.json() as { pet: Pet; coins: number };
    expect(coins).toBe(100 + 2500 - ECONOMY.adoptionCost);
    expect(pet.isActive).toBe(false);
    expect((await userRow(t, u.user.id)).coins).toBe(coins);
    const spent = (await transactionsOf(t, u.user.id)).filter((x) => x.type === 'spent');
    expect(spent).toEqual([
      expect.objectContaining({ amount: ECONOMY.adoptionCost, description: 'Adopted Hoots' }),
    ]);
    const active = (await u.inject('GET', '/api/pets/active')).json() as Pet;
    expect(active.id).toBe(first.id);
  });

  it('refuses with 400 when coins are short, and changes nothing', async () => {
    const u = await registerUser(t.app);
    await onboard(u);
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost - 101);
    const before = await snapshot(t, u.user.id);
    const res = await u.inject('POST', '/api/pets/adopt', {
      type: 'dog',
      variant: 'golden',
      name: 'Sunny',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You don't have enough coins to adopt this pet.");
    expect(await snapshot(t, u.user.id)).toEqual(before);
  });

  it('answers 404 for a type and variant that is not in the catalogue', async () => {
    const u = await registerUser(t.app);
    const res = await u.inject('POST', '/api/pets/adopt', {
      type: 'dragon',
      variant: 'earth',
      name: 'Rocky',
    });
    expect(res.statusCode).toBe(404);
    const bad = await u.inject('POST', '/api/pets/adopt', {
      type: 'unicorn',
      variant: 'earth',
      name: 'Rocky',
    });
    expect(bad.statusCode).toBe(400);
    expect((await u.inject('GET', '/api/pets')).json()).toEqual([]);
  });

  it('creates exactly one pet when simultaneous adoptions only have coins for one', async () => {
    const u = await registerUser(t.app);
    await onboard(u);
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost - 100);
    expect((await userRow(t, u.user.id)).coins).toBe(ECONOMY.adoptionCost);
    const variants = ['parrot', 'canary', 'owl', 'cockatiel'];
    const results = await Promise.all(
      variants.map((variant) =>
        u.inject('POST', '/api/pets/adopt', { type: 'bird', variant, name: 'Birdie' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect((await u.inject('GET', '/api/pets')).json()).toHaveLength(2);
    expect((await userRow(t, u.user.id)).coins).toBe(0);
  });
});

describe('createPet (used by the shop)', () => {
  it('creates a pet with stats 100 and a random name, and can make it the only active pet', async () => {
    const u = await registerUser(t.app);
    const first = await onboard(u);
    const row = await t.database.db.transaction((tx) =>
      createPet(
        tx,
        { userId: u.user.id, type: 'fish', variant: 'betta', rarity: 'rare', makeActive: true },
        t.clock.now(),
      ),
    );
    expect(row).toMatchObject({
      type: 'fish',
      health: 100,
      hunger: 100,
      happiness: 100,
      energy: 100,
      level: 1,
      isActive: true,
      personality: 'Calm and Curious',
    });
    expect(row.name.length).toBeGreaterThan(0);
    const all = await t.database.db.select().from(pets).where(eq(pets.userId, u.user.id));
    expect(all.filter((p) => p.isActive).map((p) => p.id)).toEqual([row.id]);
    expect((await petRow(t, first.id))?.isActive).toBe(false);
  });
});

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

describe('Another user’s pet', () => {
  it('answers 404 to action, set-active, customize and activities and changes nothing', async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const pet = await onboard(owner);
    await onboard(intruder, { name: 'Mine' });
    const before = await snapshot(t, owner.user.id);
    const intruderBefore = await snapshot(t, intruder.user.id);
    const calls: [string, string, object | undefined][] = [
      ['POST', `/api/pets/${pet.id}/action`, { action: 'feed' }],
      ['POST', `/api/pets/${pet.id}/set-active`, undefined],
      ['POST', `/api/pets/${pet.id}/customize`, { name: 'Stolen' }],
      ['GET', `/api/pets/${pet.id}/activities`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await intruder.inject(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Pet not found.');
    }
    expect(await snapshot(t, owner.user.id)).toEqual(before);
    expect(await snapshot(t, intruder.user.id)).toEqual(intruderBefore);
  });

  it('answers 404 for an id that does not exist', async () => {
    const u = await registerUser(t.app);
    await onboard(u);
    const res = await u.inject('POST', '/api/pets/00000000-0000-4000-8000-000000000000/action', {
      action: 'feed',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/pets/{id}/set-active', () => {
  it('switches the active pet so that exactly one is active, always', async () => {
    const u = await registerUser(t.app);
    const first = await onboard(u);
    await giveCoins(t, u.user.id, 2 * ECONOMY.adoptionCost);
    const adopt = async (variant: string) =>
      (
        (
          await u.inject('POST', '/api/pets/adopt', { type: 'cat', variant, name: 'Kitty' })
        ).json() as { pet: Pet }
      ).pet;
    const second = await adopt('persian');
    const third = await adopt('orange');

    const res = await u.inject('POST', `/api/pets/${third.id}/set-active`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { pet: Pet }).pet).toMatchObject({ id: third.id, isActive: true });

    const activeIds = async () =>
      ((await u.inject('GET', '/api/pets')).json() as Pet[])
        .filter((p) => p.isActive)
        .map((p) => p.id);
    expect(await activeIds()).toEqual([third.id]);

    // Switching back and forth at the same time still leaves exactly one active pet.
    await Promise.all(
      [first, second, third, first].map((p) => u.inject('POST', `/api/pets/${p.id}/set-active`)),
    );
    expect(await activeIds()).toHaveLength(1);

    // Setting the active pet active again is harmless.
    const [current] = await activeIds();
    const again = await u.inject('POST', `/api/pets/${current}/set-active`);
    expect(again.statusCode).toBe(200);
    expect(await activeIds()).toEqual([current]);
  });
});

describe('POST /api/pets/{id}/customize', () => {
  it('renames the pet with the name trimmed', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const res = await u.inject('POST', `/api/pets/${pet.id}/customize`, { name: '  Sir Ember  ' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { pet: Pet }).pet.name).toBe('Sir Ember');
    expect(((await u.inject('GET', '/api/pets/active')).json() as Pet).name).toBe('Sir Ember');
    const twenty = 'x'.repeat(PET_NAME_MAX);
    expect(
      (await u.inject('POST', `/api/pets/${pet.id}/customize`, { name: twenty })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['', 'Pet name cannot be empty.'],
    ['    ', 'Pet name cannot be empty.'],
    ['x'.repeat(PET_NAME_MAX + 1), 'Pet name cannot be longer than 20 characters.'],
  ])('refuses %j', async (name, message) => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const res = await u.inject('POST', `/api/pets/${pet.id}/customize`, { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await petRow(t, pet.id))?.name).toBe('Ember');
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
