import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preferences, users } from '../../db/schema';
import { ledgerMismatches, registerUser, useTestApp } from '../../test/helpers';
import { onboard } from '../pets/test-support';

const t = useTestApp();

async function storedUser(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('PUT /api/user/profile', () => {
  it('writes the fields sent and returns the updated own user', async () => {
    const me = await registerUser(t.app, { location: 'Austin, Texas' });
    const res = await me.inject('PUT', '/api/user/profile', {
      displayName: '  Robin  ',
      bio: 'I raise a very sleepy dragon.',
      location: 'Portland, Oregon',
      age: 41,
      gender: 'Non-binary',
      sexualPreference: 'Pansexual',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      displayName: 'Robin',
      bio: 'I raise a very sleepy dragon.',
      location: 'Portland, Oregon',
      age: 41,
      gender: 'Non-binary',
      sexualPreference: 'Pansexual',
      coins: me.user.coins,
    });
    // Stored like registration: state code, city and the city's coordinates.
    const row = await storedUser(me.user.id);
    expect(row).toMatchObject({ stateCode: 'OR', city: 'Portland' });
    expect(row.lat).toBeCloseTo(45.5, 0);
    expect(row.lng).toBeCloseTo(-122.7, 0);

    const again = await me.inject('GET', '/api/user/profile');
    expect(again.json()).toMatchObject({ displayName: 'Robin', location: 'Portland, Oregon' });
  });

  it('leaves absent fields as they are', async () => {
    const me = await registerUser(t.app, { displayName: 'Kept Name', age: 33 });
    const res = await me.inject('PUT', '/api/user/profile', { bio: 'Only the bio changes.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Kept Name',
      age: 33,
      location: 'Austin, Texas',
      gender: 'Female',
      sexualPreference: 'Straight',
      bio: 'Only the bio changes.',
    });
    const empty = await me.inject('PUT', '/api/user/profile', {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().bio).toBe('Only the bio changes.');
  });

  it('moves the dating search along when it was centred on home, not when set elsewhere', async () => {
    const mover = await registerUser(t.app, { location: 'Austin, Texas' });
    await mover.inject('PUT', '/api/user/profile', { location: 'Denver, Colorado' });
    const [moved] = await t.database.db
      .select()
      .from(preferences)
      .where(eq(preferences.userId, mover.user.id));
    expect(moved).toMatchObject({ stateCode: 'CO', city: 'Denver' });

    const other = await registerUser(t.app, { location: 'Austin, Texas' });
    await t.database.db
      .update(preferences)
      .set({ stateCode: 'NY', city: 'Buffalo' })
      .where(eq(preferences.userId, other.user.id));
    await other.inject('PUT', '/api/user/profile', { location: 'Denver, Colorado' });
    const [kept] = await t.database.db
      .select()
      .from(preferences)
      .where(eq(preferences.userId, other.user.id));
    expect(kept).toMatchObject({ stateCode: 'NY', city: 'Buffalo' });
  });

  it.each([
    [{ age: 17 }, /18 or older/],
    [{ age: 101 }, /100 or less/],
    [{ age: '30' }, /age/i],
    [{ bio: 'x'.repeat(301) }, /Bio must be at most 300 characters/],
    [{ displayName: '   ' }, /Display name is required/],
    [{ location: 'Atlantis, Texas' }, /list of US cities/],
    [{ location: 'Austin' }, /list of US cities/],
    [{ gender: 'Robot' }, /Gender must be one of/],
    [{ sexualPreference: 'any' }, /Sexual preference must be one of/],
  ])('refuses %j with a readable message', async (body, message) => {
    const me = await registerUser(t.app);
    const res = await me.inject('PUT', '/api/user/profile', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    const row = await storedUser(me.user.id);
    expect(row).toMatchObject({ age: 28, gender: 'Female', stateCode: 'TX', bio: '' });
  });

  it.each([
    { coins: 999_999 },
    { gameWins: 500 },
    { id: '00000000-0000-4000-8000-000000000000' },
    { createdAt: '2001-01-01T00:00:00.000Z' },
    { email: 'taken@example.com' },
    { passwordHash: 'x' },
    { isDemo: true },
  ])('refuses the extra field in %j and changes nothing', async (extra) => {
    const me = await registerUser(t.app);
    const before = await storedUser(me.user.id);
    const res = await me.inject('PUT', '/api/user/profile', { bio: 'sneaky', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unexpected field/);
    expect(await storedUser(me.user.id)).toEqual(before);
    const patch = await me.inject('PATCH', '/api/user/profile', { gender: 'Male', ...extra });
    expect(patch.statusCode).toBe(400);
    expect(await storedUser(me.user.id)).toEqual(before);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { bio: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/profile', () => {
  it('changes gender alone, then sexual preference alone', async () => {
    const me = await registerUser(t.app);
    const g = await me.inject('PATCH', '/api/user/profile', { gender: 'Male' });
    expect(g.statusCode).toBe(200);
    expect(g.json()).toMatchObject({ gender: 'Male', sexualPreference: 'Straight' });
    const s = await me.inject('PATCH', '/api/user/profile', { sexualPreference: 'Gay' });
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({ gender: 'Male', sexualPreference: 'Gay' });
  });

  it('needs exactly one of the two fields', async () => {
    const me = await registerUser(t.app);
    for (const body of [{}, { gender: 'Male', sexualPreference: 'Gay' }]) {
      const res = await me.inject('PATCH', '/api/user/profile', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Send exactly one of gender or sexualPreference.');
    }
    const other = await me.inject('PATCH', '/api/user/profile', { bio: 'not inline' });
    expect(other.statusCode).toBe(400);
    const bad = await me.inject('PATCH', '/api/user/profile', { gender: 'Robot' });
    expect(bad.statusCode).toBe(400);
    expect(await storedUser(me.user.id)).toMatchObject({
      gender: 'Female',
      sexualPreference: 'Straight',
      bio: '',
    });
  });
});

describe('GET /api/user/profile', () => {
  it("tells when the user last cared for a pet, which the deck's active-pets filter reads", async () => {
    const me = await registerUser(t.app, { location: 'Austin, Texas' });
    const fresh = await me.inject('GET', '/api/user/profile');
    expect(fresh.json().lastPetActionAt).toBeNull();

    const pet = await onboard(me);
    const fed = await me.inject('POST', `/api/pets/${pet.id}/action`, { action: 'feed' });
    expect(fed.statusCode).toBe(200);
    const cared = (await me.inject('GET', '/api/user/profile')).json().lastPetActionAt;
    expect(cared).toBe(t.clock.now().toISOString());
  });
});
