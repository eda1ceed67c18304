/**
 * Two real server processes sharing PostgreSQL and Redis (scale-out-instances.ts): the sign-in
 * limits, per account and per IP, count the attempts made on both together. Runs under
 * `npm run test:pg` (TEST_DATABASE_URL) when Redis answers; skipped otherwise.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/shared/constants';
import { newRegistration } from '../../src/server/test/helpers';
import { call, unavailable, useTwoInstances } from './scale-out-instances';

describe.skipIf(unavailable)('two app instances sharing PostgreSQL and Redis', () => {
  const { A, B, ip, prefix, redis, runId } = useTwoInstances();

  it('shares the failed-login limit per account: attempts split across A and B lock it at the same total', async () => {
    const registration = newRegistration();
    expect(
      (await call(A(), 'POST', '/api/auth/register', { body: registration, ip: ip(3) })).status,
    ).toBe(200);
    const wrong = { email: registration.email, password: 'not-the-password' };
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      const res = await call(i % 2 === 0 ? A() : B(), 'POST', '/api/auth/login', {
        body: wrong,
        ip: ip(3),
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // Half the failures went to each instance; either now refuses, even the right password.
    for (const instance of [A(), B()]) {
      const res = await call(instance, 'POST', '/api/auth/login', {
        body: { email: registration.email, password: registration.password },
        ip: ip(3),
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many failed sign-in attempts/);
    }
    expect(await redis.keys(`${prefix}login:*`)).not.toHaveLength(0);
  });

  it('shares the per-IP sign-in limit: the counter continues from one instance to the other', async () => {
    const remaining: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) {
      const res = await call(i % 2 === 0 ? A() : B(), 'POST', '/api/auth/login', {
        // A different unknown account each time: only the per-IP limit counts these.
        body: { email: `nobody-${runId}-${i}@example.com`, password: 'whatever-pass' },
        ip: ip(4),
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual(
      Array.from({ length: LOGIN_LIMITS.perIp }, (_, i) => LOGIN_LIMITS.perIp - i - 1),
    );
    for (const instance of [A(), B()]) {
      const res = await call(instance, 'POST', '/api/auth/login', {
        body: { email: `nobody-${runId}-extra@example.com`, password: 'whatever-pass' },
        ip: ip(4),
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many requests/);
    }
    // Another address is not affected.
    const other = await call(B(), 'POST', '/api/auth/login', {
      body: { email: `nobody-${runId}-other@example.com`, password: 'whatever-pass' },
      ip: ip(5),
    });
    expect(other.status).toBe(401);
    expect(await redis.keys(`${prefix}rate:*`)).not.toHaveLength(0);
  });
});
