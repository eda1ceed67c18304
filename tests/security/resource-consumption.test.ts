/**
 * OWASP API4 (unrestricted resource consumption) and API6 (unrestricted access to sensitive
 * business flows): list sizes are capped, a 1 MB JSON body is refused before it is read, and
 * message sending, swiping and photo uploads are limited per user with 429 and a message.
 * Rate limits are checked on an app built with the production limits.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, CARE, NOTIFICATIONS, RATE_LIMITS } from '../../src/shared/constants';
import { notifications, petActivities, transactions } from '../../src/server/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../src/server/test/helpers';
import { uuid } from './api-routes';
import { multipartBody } from './image-upload';
import { activePetId, quickUser } from './quick-user';

/** Generous per-test time: these suites share a loaded machine (no timing is asserted). */
const SLOW_MACHINE = 120_000;

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [t, prod] = await Promise.all([createTestApp(), createTestApp({ productionLimits: true })]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await prod.close();
});

const TOO_MANY = /^Too many requests\. Please try again in \d+ (second|minute|hour)s?\.$/;

describe('list sizes are capped (API4)', { timeout: SLOW_MACHINE }, () => {
  it('caps a notifications page at 50 and refuses nonsense page parameters', async () => {
    const u = await quickUser(t);
    const now = t.clock.now().getTime();
    await t.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS.maxPageSize + 10 }, (_, i) => ({
        userId: u.user.id,
        type: 'low_energy' as const,
        title: 'Low energy',
        message: `n${i}`,
        createdAt: new Date(now - i * 1000),
      })),
    );
    const page = async (query: string) => u.inject('GET', `/api/notifications${query}`);
    const big = await page('?limit=1000000');
    expect(big.statusCode).toBe(200);
    expect(big.json().notifications).toHaveLength(NOTIFICATIONS.maxPageSize);
    expect(big.json().total).toBe(NOTIFICATIONS.maxPageSize + 10);
    expect((await page('')).json().notifications).toHaveLength(NOTIFICATIONS.pageSize);
    for (const query of [
      '?limit=0',
      '?limit=-5',
      '?limit=abc',
      '?page=0',
      '?page=1e12',
      '?limit=1.5',
    ]) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('caps the transaction list and the activity list', async () => {
    const u = await quickUser(t, { pet: 'cat' });
    const pet = await activePetId(t, u.user.id);
    const at = t.clock.now();
    // Balanced rows (+1 / -1), so the ledger invariant still holds.
    const n = BANK.transactionListLimit;
    await t.database.db.insert(transactions).values(
      Array.from({ length: n + 10 }, (_, i) => ({
        userId: u.user.id,
        type: i % 2 === 0 ? ('earned' as const) : ('spent' as const),
        amount: 1,
        description: 'Test',
        createdAt: at,
      })),
    );
    await t.database.db.insert(petActivities).values(
      Array.from({ length: CARE.activityListSize + 10 }, () => ({
        petId: pet,
        userId: u.user.id,
        action: 'feed',
        result: 'Fed',
        createdAt: at,
      })),
    );
    expect((await u.inject('GET', '/api/transactions')).json()).toHaveLength(n);
    expect((await u.inject('GET', `/api/pets/${pet}/activities`)).json()).toHaveLength(
      CARE.activityListSize,
    );
  });
});

describe('request bodies (API4)', { timeout: SLOW_MACHINE }, () => {
  const oneMegabyte = () => JSON.stringify({ content: 'x'.repeat(1024 * 1024) });

  it('refuses a 1 MB JSON body with 413 and a message', async () => {
    const u = await quickUser(t);
    for (const url of ['/api/messages/send', '/api/user/profile', '/api/auth/register']) {
      const res = await t.app.inject({
        method: url === '/api/user/profile' ? 'PUT' : 'POST',
        url,
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
        payload: oneMegabyte(),
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is too large.' });
    }
  });

  it('answers 413 from the length header alone, before reading the body', async () => {
    await prod.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = prod.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.setTimeout(30_000, () => reject(new Error('no answer before the body was sent')));
      socket.on('data', (chunk) => {
        data += chunk.toString();
        if (data.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(data);
        }
      });
      socket.on('error', reject);
      // Headers announce 1 MB; not one byte of the body is ever sent.
      socket.write(
        'POST /api/auth/register HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n',
      );
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });
});

/** `count` requests one after the other; their status codes. */
async function burst(count: number, send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
  return statuses;
}

describe(
  'per-user limits on business flows (API6), production numbers',
  { timeout: SLOW_MACHINE },
  () => {
    // Each call below reaches the service and is refused there (an unknown person: 404 for a
    // swipe or a heart, 403 for a message or a typing signal), until the limit: then 429, for that user
    // only. Another user on the same address is not limited: the key is the user.
    it.each([
      [
        'swipes',
        {
          url: '/api/dating/swipe',
          body: () => ({ direction: 'left', swipedId: uuid() }),
          max: RATE_LIMITS.swipe.max,
          refused: 404,
        },
      ],
      [
        'messages',
        {
          url: '/api/messages/send',
          body: () => ({ receiverId: uuid(), content: 'spam' }),
          max: RATE_LIMITS.messageSend.max,
          refused: 403,
        },
      ],
      [
        'typing signals',
        {
          url: '/api/messages/typing',
          body: () => ({ receiverId: uuid() }),
          max: RATE_LIMITS.typingSignal.max,
          refused: 403,
        },
      ],
      [
        'hearts on messages',
        {
          method: 'PUT' as const,
          url: () => `/api/messages/${uuid()}/heart`,
          body: () => ({ hearted: true }),
          max: RATE_LIMITS.messageHeart.max,
          refused: 404,
        },
      ],
    ])(
      'limits %s per user per minute, not per IP',
      async (_what, { url, body, max, refused, ...route }) => {
        const [a, b] = await Promise.all([quickUser(prod), quickUser(prod)]);
        const method = 'method' in route ? route.method : 'POST';
        const call = (u: TestUser) =>
          u.inject(method, typeof url === 'string' ? url : url(), body());
        const statuses = await burst(max, () => call(a));
        expect(statuses.every((s) => s === refused)).toBe(true);
        const limited = await call(a);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toMatch(TOO_MANY);
        expect((await call(b)).statusCode).toBe(refused);
      },
      120_000,
    );

    it('limits photo uploads per user per hour', async () => {
      const [a, b] = await Promise.all([quickUser(prod), quickUser(prod)]);
      // Not an image: refused after the limiter counted it, without decoding anything.
      const upload = (u: TestUser) => {
        const form = multipartBody(Buffer.from('not an image at all'), 'image/png');
        return prod.app.inject({
          method: 'POST',
          url: '/api/profile/images/upload',
          headers: { authorization: `Bearer ${u.token}`, ...form.headers },
          payload: form.payload,
        });
      };
      const statuses = await burst(RATE_LIMITS.photoUpload.max, () => upload(a));
      expect(statuses.every((s) => s === 400)).toBe(true);
      const limited = await upload(a);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(TOO_MANY);
      expect((await upload(b)).statusCode).toBe(400);
    }, 120_000);

    it('rate-limits unknown /api paths per IP with the global limiter', async () => {
      const ip = '10.9.0.1';
      const u = await quickUser(prod);
      const get = (path: string, remoteAddress = ip, token?: string) =>
        prod.app.inject({
          method: 'GET',
          url: path,
          remoteAddress,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const statuses = await burst(RATE_LIMITS.apiPerIpPerMinute, () =>
        get(`/api/no-such-thing/${uuid()}`),
      );
      expect(statuses.every((s) => s === 404)).toBe(true);
      const limited = await get('/api/no-such-thing');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(TOO_MANY);
      // One counter per IP: known routes from that address are limited too, other addresses not.
      expect((await get('/api/user/profile', ip, u.token)).statusCode).toBe(429);
      expect((await get('/api/user/profile', '10.9.0.2', u.token)).statusCode).toBe(200);
      expect((await get('/api/no-such-thing', '10.9.0.2')).statusCode).toBe(404);
    }, 300_000);

    it('rate-limits requests that fail authentication per IP, before any token lookup', async () => {
      const ip = '10.9.1.1';
      const u = await quickUser(prod);
      const get = (token: string, remoteAddress = ip) =>
        prod.app.inject({
          method: 'GET',
          url: '/api/user/profile',
          remoteAddress,
          headers: { authorization: `Bearer ${token}` },
        });
      const madeUp = () => `${uuid()}${uuid()}`.replaceAll('-', '').slice(0, 43);
      const statuses = await burst(RATE_LIMITS.apiPerIpPerMinute, () => get(madeUp()));
      expect(statuses.every((s) => s === 401)).toBe(true);
      const limited = await get(madeUp());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(TOO_MANY);
      // Other addresses are not affected.
      expect((await get(u.token, '10.9.1.2')).statusCode).toBe(200);
      expect((await get(madeUp(), '10.9.1.2')).statusCode).toBe(401);
    }, 300_000);

    it('answers a malformed address with 400 and a message (router-level refusals)', async () => {
      const u = await quickUser(t, { pet: 'cat' });
      for (const url of ['/api/pets/%E0%A4%A/activities', `/api/users/${'9'.repeat(120)}`]) {
        const res = await u.inject('GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message: expect.stringMatching(/^That address is/) });
      }
    });
  },
);
