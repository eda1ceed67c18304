import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { matches } from '../../db/schema';
import { RedisBus } from '../../domain/redis-bus';
import {
  authedInject,
  createTestApp,
  matchPair,
  registerUser,
  type TestApp,
} from '../../test/helpers';
import { DATING } from '../../../shared/constants';
import { dater, isolatedCity } from '../dating/test-fixtures';
import { redisUnavailable, testRedisUrl } from '../../test/redis';
import { openAuthedSocket, socketUrl, type TestSocket } from './socket-test-client';

// The cross-instance test needs a Redis server; without one it is skipped, saying why.
const unavailable = await redisUnavailable();
if (unavailable) console.warn(`Skipping the Redis bus tests: Redis unreachable (${unavailable})`);

describe.skipIf(unavailable)('RedisBus across two app instances', () => {
  let t: TestApp;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let busA: RedisBus;
  let busB: RedisBus;
  const sockets: TestSocket[] = [];
  const channel = `petmatch-test:${randomUUID()}`;

  beforeAll(async () => {
    // One database, two stateless instances, each with its own Redis connections.
    t = await createTestApp();
    busA = await RedisBus.connect(testRedisUrl, { channel });
    busB = await RedisBus.connect(testRedisUrl, { channel });
    const config = { ...loadConfig({}), clientDist: '/nonexistent', logLevel: 'silent' };
    const options = { config, database: t.database, clock: t.clock, logger: false as const };
    appA = await buildApp({ ...options, bus: busA });
    appB = await buildApp({ ...options, bus: busB });
    await appA.listen({ port: 0, host: '127.0.0.1' });
    await appB.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await appA?.close();
    await appB?.close();
    await busA?.close();
    await busB?.close();
    await t?.close();
  });

  it('a message sent through instance A reaches a socket on instance B within a second', async () => {
    const alice = await registerUser(appA, { displayName: 'Alice' });
    const bob = await registerUser(appA, { displayName: 'Bob' });
    await t.database.db
      .insert(matches)
      .values({ ...matchPair(alice, bob), createdAt: t.clock.now() });

    const bobOnB = await openAuthedSocket(await socketUrl(appB), bob.token);
    sockets.push(bobOnB);
    const res = await authedInject(appA, alice.token, 'POST', '/api/messages/send', {
      receiverId: bob.user.id,
      content: 'Across instances!',
    });
    expect(res.statusCode).toBe(200);
    expect(await bobOnB.next((f) => f.type === 'message', 1000)).toEqual({
      type: 'message',
      fromUserId: alice.user.id,
      toUserId: bob.user.id,
      messageId: res.json().id,
    });

    // Exactly once: a later event on the same channel arrives after any duplicate would have.
    await busA.publish(bob.user.id, { type: 'profile', reason: 'pets' });
    await bobOnB.next((f) => f.type === 'profile');
    expect(bobOnB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    expect(bobOnB.frames.map((f) => f.type)).toEqual([
      'ready',
      'notification',
      'message',
      'profile',
    ]);
  });

  it('a sign-out on instance A ends the session instance B has in memory', async () => {
    const carol = await registerUser(appA, { displayName: 'Carol' });
    const profileOnB = async () =>
      (await authedInject(appB, carol.token, 'GET', '/api/user/profile')).statusCode;
    expect(await profileOnB()).toBe(200);
    const logout = await authedInject(appA, carol.token, 'POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    // The test clock stands still: without A's notice, B would keep the session.
    await expect.poll(profileOnB, { timeout: 1000, interval: 10 }).toBe(401);
  });

  it('a super like sent through A puts its sender first in the deck B has queued', async () => {
    const city = isolatedCity();
    const me = await dater(t, { location: city });
    for (let i = 0; i < DATING.deckSize + 5; i++) await dater(t, { location: city });
    const deckOnB = async () =>
      (await authedInject(appB, me.token, 'GET', '/api/dating/potential-matches')).json() as {
        id: string;
        superLikedYou: boolean;
      }[];
    expect(await deckOnB()).toHaveLength(DATING.deckSize); // searched and queued on B
    const admirer = await dater(t, { location: city });

    const noticed = new Promise<void>((resolve) => {
      const stop = busB.onInstanceNotice((notice) => {
        if (notice.type === 'deck_stale' && notice.userId === me.user.id) resolve(stop());
      });
    });
    const like = await authedInject(appA, admirer.token, 'POST', '/api/dating/swipe', {
      swipedId: me.user.id,
      direction: 'super',
    });
    expect(like.statusCode).toBe(200);
    await noticed;
    expect((await deckOnB())[0]).toMatchObject({ id: admirer.user.id, superLikedYou: true });
  });

  it('ignores malformed notices for the instances', async () => {
    const seen: unknown[] = [];
    // Only this test's kind: the earlier tests' swipes still announce decks gone stale.
    const stop = busB.onInstanceNotice((notice) => {
      if (notice.type === 'session_ended') seen.push(notice);
    });
    const raw = new Redis(testRedisUrl);
    await raw.publish(`${channel}:instances`, 'not json');
    await raw.publish(`${channel}:instances`, JSON.stringify({ type: 'session_ended' }));
    raw.disconnect();
    const tokenHash = 'ab'.repeat(32);
    await busA.notifyInstances({ type: 'session_ended', tokenHash });
    await expect.poll(() => seen.length).toBe(1);
    stop();
    expect(seen).toEqual([{ type: 'session_ended', tokenHash }]);
  });

  it('ignores malformed payloads on the channel', async () => {
    const seen: unknown[] = [];
    const stop = busB.subscribe((userId, event) => seen.push([userId, event]));
    const raw = new Redis(testRedisUrl);
    // Junk on the buses' channel first, then one well-formed event.
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ userId: 'u', event: { type: 'nope' } }));
    await busA.publish('u', { type: 'profile', reason: 'pets' });
    raw.disconnect();
    await expect.poll(() => seen.length).toBe(1);
    stop();
    expect(seen).toEqual([['u', { type: 'profile', reason: 'pets' }]]);
  });
});
