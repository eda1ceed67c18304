/**
 * OWASP API3, the read half: a scripted session of several people (register, care, game, shop,
 * dating, chat, notifications, photos) plus a GET of every read route of the live route table;
 * every JSON answer is walked. None may carry a secret (password, hash, token of another),
 * coordinates, or another person's email, coins or preferences.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import {
  createTestApp,
  newRegistration,
  type TestApp,
  type TestUser,
} from '../../src/server/test/helpers';
import { apiRoutes, fillPath, type ApiRoute } from './api-routes';
import { uploadImage } from './image-upload';
import { jsonOf, walkJson } from './json-answers';
import { buildWorld, type World } from './world';

/** Generous per-test time: these suites share a loaded machine (no timing is asserted). */
const SLOW_MACHINE = 120_000;

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 180_000);
afterAll(() => t.close());

interface Seen {
  /** Whose answer it is. */
  caller: string;
  label: string;
  res: LightMyRequestResponse;
}
const seen: Seen[] = [];

async function call(u: TestUser, method: string, url: string, body?: unknown) {
  const res = await u.inject(method, url, body);
  seen.push({ caller: u.user.id, label: `${method} ${url}`, res });
  return res;
}

/** Keys no answer may hold at any depth. */
const FORBIDDEN_KEY =
  /^(password|passwordhash|password_hash|hash|tokenhash|token_hash|sessions?|lat|lng|lon|long|latitude|longitude|coords|coordinates|geo|ip)$/i;

function paramFor(route: ApiRoute, param: string): string {
  if (route.path.startsWith('/api/messages/conversation/')) return w.erin.user.id;
  if (param === 'userId') return w.bob.user.id;
  if (route.path.startsWith('/api/images/')) return w.aliceImageId;
  if (route.path.startsWith('/api/pets/')) return w.alicePetId;
  if (route.path.startsWith('/api/notifications/')) return w.aliceNotificationId;
  if (route.path.startsWith('/api/user/items/')) return w.aliceFood;
  return w.bob.user.id;
}

describe('what answers carry (API3)', { timeout: SLOW_MACHINE }, () => {
  it('never sends a secret, coordinates, or anything private of another person', async () => {
    const { alice, bob, carol, erin } = w;
    // Sign-up and sign-in answers carry the caller's own token and user only.
    const reg = newRegistration({ location: 'Austin, Texas' });
    const regRes = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: reg });
    const newcomer = regRes.json() as { token: string; user: { id: string } };
    seen.push({ caller: newcomer.user.id, label: 'POST /api/auth/register', res: regRes });
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: reg.email, password: reg.password },
    });
    seen.push({ caller: newcomer.user.id, label: 'POST /api/auth/login', res: loginRes });

    // A day of play.
    await call(alice, 'POST', `/api/pets/${w.alicePetId}/action`, { action: 'feed' });
    await call(alice, 'POST', `/api/pets/${w.alicePetId}/action`, {
      action: 'play',
      gameResult: { won: true, moves: 10, timeElapsed: 40 },
    });
    await call(alice, 'POST', '/api/shop/purchase', { itemId: 'energy-snack' });
    await call(alice, 'POST', `/api/user/items/${w.aliceAccessory}/equip`, {
      petId: w.alicePetId,
    });
    await call(alice, 'PUT', '/api/user/preferences', {
      ageRange: [18, 60],
      distance: 100,
      petPreference: 'any',
      showOnlyActivePets: false,
      enableSuperLikes: true,
      genderPreference: 'any',
      sexualPreferenceFilter: 'any',
    });
    await call(alice, 'PUT', '/api/user/profile', { bio: 'Dragons and board games' });
    await call(bob, 'PUT', '/api/user/preferences', {
      ageRange: [18, 60],
      distance: 100,
      petPreference: 'any',
      showOnlyActivePets: false,
      enableSuperLikes: true,
      genderPreference: 'any',
      sexualPreferenceFilter: 'any',
    });
    // Dating: a deck, a like bob sees on his Wants to Meet list, a chat with erin.
    await call(alice, 'GET', '/api/dating/potential-matches');
    await call(bob, 'GET', '/api/dating/potential-matches');
    await call(alice, 'POST', '/api/dating/swipe', { direction: 'super', swipedId: bob.user.id });
    await call(bob, 'GET', '/api/dating/wants-to-meet');
    await call(bob, 'GET', '/api/dating/matches');
    await call(bob, 'GET', `/api/messages/conversation/${carol.user.id}`);
    await call(alice, 'POST', '/api/messages/send', { receiverId: erin.user.id, content: 'Hey!' });
    await call(erin, 'GET', '/api/messages/conversations');
    await call(erin, 'GET', `/api/messages/conversation/${alice.user.id}`);
    await call(bob, 'GET', '/api/notifications');
    await call(erin, 'GET', '/api/notifications');
    await call(bob, 'GET', `/api/users/${alice.user.id}`);
    await call(carol, 'GET', `/api/users/${bob.user.id}`);
    const upload = await uploadImage(t, carol);
    seen.push({ caller: carol.user.id, label: 'POST /api/profile/images/upload', res: upload });

    // Every read route of the app, as alice.
    const reads = apiRoutes(t.app).filter((r) => r.method === 'GET' && r.path !== '/api/ws');
    for (const route of reads) {
      const values = Object.fromEntries(route.params.map((p) => [p, paramFor(route, p)]));
      await call(alice, 'GET', fillPath(route.path, values));
    }

    // What would be a leak: every user's email and city coordinates.
    const everyone = await t.database.db
      .select({ id: users.id, email: users.email, lat: users.lat, lng: users.lng })
      .from(users);
    const coordinates = new Set(everyone.flatMap((u) => [u.lat, u.lng]).filter((n) => n !== null));

    const failures: string[] = [];
    let walked = 0;
    const othersSeen = new Set<string>();
    for (const { caller, label, res } of seen) {
      if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode}`);
      const body = jsonOf(res);
      if (body === undefined) continue;
      walked += 1;
      walkJson(body, ({ path, key, value }) => {
        const at = `${label} ${path}`;
        if (key !== null && FORBIDDEN_KEY.test(key)) failures.push(`${at}: key ${key}`);
        if (key === 'token' && !(path === '$.token' && /auth\/(login|register)$/.test(label))) {
          failures.push(`${at}: a token outside the sign-in answer`);
        }
        if (typeof value === 'string') {
          if (/\$argon2|\$scrypt/.test(value)) failures.push(`${at}: a password hash`);
          for (const u of everyone) {
            if (u.id !== caller && value.toLowerCase().includes(u.email.toLowerCase())) {
              failures.push(`${at}: the email of ${u.id}`);
            }
          }
        }
        if (typeof value === 'number' && coordinates.has(value)) {
          failures.push(`${at}: a city coordinate (${value})`);
        }
        if (key === 'distanceLabel' && value !== null) {
          const m = /^(?:< 5|(\d+)) mi$/.exec(String(value));
          if (!m || (m[1] !== undefined && Number(m[1]) % 5 !== 0)) {
            failures.push(`${at}: distance label ${String(value)} is not rounded to 5 miles`);
          }
        }
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          const obj = value as Record<string, unknown>;
          // An object with an id is somebody's: private fields only on the caller's own. Without
          // an id, only the root of an answer about the caller's own account (a balance after a
          // purchase or a care action) may hold them.
          const someoneElses = obj.id === undefined ? path !== '$' : obj.id !== caller;
          if ('displayName' in obj && obj.id !== caller) othersSeen.add(String(obj.id));
          for (const privateKey of ['email', 'preferences', 'coins', 'username']) {
            if (privateKey in obj && someoneElses) {
              failures.push(`${at}: ${privateKey} of someone else (${String(obj.id)})`);
            }
          }
        }
      });
    }
    console.log(
      `[security] response allow-list: ${walked} JSON answers walked, ` +
        `${othersSeen.size} other people seen in them`,
    );
    expect(failures).toEqual([]);
    expect(walked).toBeGreaterThan(30);
    // The walk did look at other people (cards, profiles, chat headers), not only at the caller.
    expect(othersSeen.size).toBeGreaterThanOrEqual(4);
  }, 300_000);
});
