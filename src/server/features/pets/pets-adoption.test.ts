/** How a user gets pets: the free onboarding pet, the adoption catalogue and createPet. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ECONOMY, PET_NAME_MAX } from '../../../shared/constants';
import { ADOPTION_TEMPLATES } from '../../../shared/catalog/adoption';
import { ONBOARDING_CATALOG } from '../../../shared/catalog/pets';
import type { AdoptablePet, Pet } from '../../../shared/schemas/pets';
import { pets } from '../../db/schema';
import { createPet } from '../../domain/pet-factory';
import { registerUser, useTestApp } from '../../test/helpers';
import { giveCoins, onboard, petRow, snapshot, transactionsOf, userRow } from './test-support';

const t = useTestApp({ ledger: true });

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
