import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { InProcessBus } from '../domain/bus';
import { registerUser, type TestUser, useTestApp } from '../test/helpers';
import { hashToken } from './auth';
import { SESSION_CACHE, SessionCache } from './session-cache';

const bus = new InProcessBus();
const t = useTestApp({ bus, timeout: 120_000 });

const profileStatus = async (user: TestUser) =>
  (await user.inject('GET', '/api/user/profile')).statusCode;

/** What another instance does when someone signs out there: revoke the row, then tell us. */
async function revokeElsewhere(user: TestUser) {
  await t.database.db
    .update(sessions)
    .set({ revokedAt: t.clock.now() })
    .where(eq(sessions.tokenHash, hashToken(user.token)));
}

describe('session cache', { timeout: 60_000 }, () => {
  it('ends a session that was just used the moment its owner signs out', async () => {
    const user = await registerUser(t.app);
    expect(await profileStatus(user)).toBe(200);
    expect((await user.inject('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await profileStatus(user)).toBe(401);
  });

  it('ends a session signed out on another instance as soon as its notice arrives', async () => {
    const user = await registerUser(t.app);
    expect(await profileStatus(user)).toBe(200);
    await revokeElsewhere(user);
    await bus.notifyInstances({ type: 'session_ended', tokenHash: hashToken(user.token) });
    expect(await profileStatus(user)).toBe(401);
  });

  it(`keeps a session whose notice was lost for at most ${SESSION_CACHE.ttlMs / 1000} s`, async () => {
    const user = await registerUser(t.app);
    expect(await profileStatus(user)).toBe(200);
    await revokeElsewhere(user);
    t.clock.advanceMs(SESSION_CACHE.ttlMs - 1);
    expect(await profileStatus(user)).toBe(200);
    t.clock.advanceMs(1);
    expect(await profileStatus(user)).toBe(401);
  });

  it('never serves a session past its own expiry', async () => {
    const user = await registerUser(t.app);
    const expiresAt = new Date(t.clock.now().getTime() + 5_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(await profileStatus(user)).toBe(200);
    t.clock.advanceMs(5_000);
    expect(await profileStatus(user)).toBe(401);
  });

  it('does not put back a session that ended while its lookup was under way', () => {
    const cache = new SessionCache();
    const now = Date.UTC(2026, 5, 15);
    const lookupAnswer = { userId: 'u1', expiresAt: new Date(now + 86_400_000) };
    cache.forget('ended-token');
    cache.remember('ended-token', lookupAnswer.userId, lookupAnswer.expiresAt, now);
    expect(cache.get('ended-token', now)).toBeNull();
    cache.remember('live-token', lookupAnswer.userId, lookupAnswer.expiresAt, now);
    expect(cache.get('live-token', now)).toBe('u1');
  });
});
