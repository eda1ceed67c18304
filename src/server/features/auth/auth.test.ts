import { describe, expect, it } from 'vitest';
import { ledgerMismatches, newRegistration, registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('POST /api/auth/register', () => {
  it('creates the account with the welcome bonus, default preferences and a working token', async () => {
    const body = newRegistration({ location: 'Denver, Colorado' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toMatchObject({
      displayName: body.displayName,
      age: 28,
      coins: 100,
      gameWins: 0,
      location: 'Denver, Colorado',
      profileImage: null,
      preferences: {
        ageRange: [18, 35],
        distance: 50,
        petPreference: 'any',
        showOnlyActivePets: true,
        enableSuperLikes: true,
        genderPreference: 'any',
        sexualPreferenceFilter: 'any',
        location: { state: 'Colorado', stateCode: 'CO', city: 'Denver' },
      },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash|argon/i);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('refuses a duplicate email ignoring case, and a duplicate username', async () => {
    const first = newRegistration();
    await registerUser(t.app, first);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email/i);
    const sameUsername = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration({ username: first.username }),
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toMatch(/username/i);
  });

  it.each([
    [{ age: 17 }, /18 or older/],
    [{ age: 101 }, /100/],
    [{ age: '30' }, /number/],
    [{ email: 'no-at-sign' }, /valid email/],
    [{ password: '12345' }, /at least 6/],
    [{ username: '   ' }, /Username is required/],
    [{ displayName: '' }, /Display name is required/],
    [{ gender: 'Robot' }, /Gender must be one of/],
    [{ location: 'Atlantis, Nowhere' }, /location/i],
    [{ displayName: 'x'.repeat(10_000) }, /at most/],
    [{ coins: 1_000_000 }, /Unexpected field: coins/],
  ])('rejects bad field #%# with a human message', async (override, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newRegistration(), ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers malformed JSON, a missing body and a wrong content type with 4xx and a message', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not valid JSON/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/missing/);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/JSON/);
  });
});

describe('login and logout', () => {
  it('logs in with the right password, ignoring email case, and revokes the token on logout', async () => {
    const reg = newRegistration();
    await registerUser(t.app, reg);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: reg.email.toUpperCase(), password: reg.password },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBeTruthy();
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const reg = newRegistration();
    await registerUser(t.app, reg);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: reg.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nobody-${reg.email}`, password: 'whatever1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('locks an account after 10 failed attempts with a 429 and a message', async () => {
    const reg = newRegistration();
    await registerUser(t.app, reg);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: reg.email, password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(reg.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/try again in 15 minutes/);
    t.clock.advanceHours(1);
    expect((await attempt(reg.password)).statusCode).toBe(200);
  });

  it('expires sessions after 30 days', async () => {
    const user = await registerUser(t.app);
    t.clock.advanceHours(24 * 30 + 1);
    expect((await user.inject('GET', '/api/user/profile')).statusCode).toBe(401);
  });
});

describe('the guard and unknown paths', () => {
  it.each(['', 'Bearer', 'Bearer nonsense-token-that-is-long-enough', 'Basic abc'])(
    'answers 401 for authorization %j',
    async (authorization) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    },
  );

  it('reports health without a token and 404s unknown api paths as JSON', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: t.database.kind });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Not found/);
  });
});
