import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisUnavailable, testRedisUrl } from '../../test/redis';
import { MemoryLoginThrottle, RedisLoginThrottle } from './login-throttle';

const MINUTE = 60_000;

describe('MemoryLoginThrottle', () => {
  it('blocks an account after the limit of failures until the window ends', async () => {
    const throttle = new MemoryLoginThrottle(3, 15 * MINUTE);
    const t0 = 1_000_000;
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('a@example.com', t0);
    expect(await throttle.blockedForMinutes('a@example.com', t0)).toBe(0);
    await throttle.recordFailure('a@example.com', t0);
    expect(await throttle.blockedForMinutes('a@example.com', t0 + MINUTE)).toBe(14);
    expect(await throttle.blockedForMinutes('b@example.com', t0)).toBe(0);
    expect(await throttle.blockedForMinutes('a@example.com', t0 + 15 * MINUTE)).toBe(0);
  });
});

const unavailable = await redisUnavailable();
if (unavailable) {
  console.warn(`Skipping the Redis login throttle tests: Redis unreachable (${unavailable})`);
}

describe.skipIf(unavailable)('RedisLoginThrottle', () => {
  const prefix = `petmatch-test:${randomUUID()}:login:`;
  let one: Redis;
  let two: Redis;

  beforeAll(() => {
    one = new Redis(testRedisUrl);
    two = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    const keys = await one.keys(`${prefix}*`);
    if (keys.length > 0) await one.del(...keys);
    await Promise.all([one.quit(), two.quit()]);
  });

  it('shares the count between instances, with the window as the key expiry', async () => {
    // Two instances = two throttles on two connections, one prefix.
    const a = new RedisLoginThrottle(one, { prefix, limit: 4, windowMs: 15 * MINUTE });
    const b = new RedisLoginThrottle(two, { prefix, limit: 4, windowMs: 15 * MINUTE });
    const email = `shared-${randomUUID()}@example.com`;
    await a.recordFailure(email, 0);
    await b.recordFailure(email, 0);
    await a.recordFailure(email, 0);
    expect(await b.blockedForMinutes(email, 0)).toBe(0);
    await b.recordFailure(email, 0);
    expect(await a.blockedForMinutes(email, 0)).toBe(15);
    expect(await b.blockedForMinutes(email, 0)).toBe(15);
    expect(await a.blockedForMinutes(`other-${email}`, 0)).toBe(0);

    const keys = await one.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    // The email itself is not in Redis; the first failure set the expiry and later ones kept it.
    expect(keys[0]).not.toContain('example.com');
    const ttl = await one.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(14 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(15 * MINUTE);

    // A successful sign-in on either instance clears it for both.
    await b.reset(email);
    expect(await a.blockedForMinutes(email, 0)).toBe(0);
  });

  it('unblocks when the key expires', async () => {
    const a = new RedisLoginThrottle(one, { prefix, limit: 2, windowMs: 2000 });
    const email = `expiry-${randomUUID()}@example.com`;
    await a.recordFailure(email, 0);
    await a.recordFailure(email, 0);
    expect(await a.blockedForMinutes(email, 0)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(await a.blockedForMinutes(email, 0)).toBe(0);
  });

  it('falls back to counting in memory when Redis does not answer', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    dead.on('error', () => {});
    const warnings: string[] = [];
    const throttle = new RedisLoginThrottle(dead, {
      prefix,
      limit: 2,
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    await throttle.recordFailure('down@example.com', 0);
    await throttle.recordFailure('down@example.com', 0);
    expect(await throttle.blockedForMinutes('down@example.com', MINUTE)).toBe(14);
    expect(warnings[0]).toMatch(/Redis unavailable/);
    dead.disconnect();
  });
});
