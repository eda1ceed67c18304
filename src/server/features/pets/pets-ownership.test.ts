/**
 * A user's own pets: listing them, switching the active one, renaming, and every pet route
 * refusing someone else's pet.
 */
import { describe, expect, it } from 'vitest';
import { ECONOMY, PET_NAME_MAX } from '../../../shared/constants';
import type { Pet } from '../../../shared/schemas/pets';
import { registerUser, useTestApp } from '../../test/helpers';
import { giveCoins, onboard, petRow, snapshot } from './test-support';

const t = useTestApp({ ledger: true });

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
