/**
 * OWASP API1 (broken object-level authorization): every route that takes an id, generated from the
 * live route table, is called by alice with bob's id, a random id and malformed ids, with each
 * method it serves. Expected: 400/403/404 and a database that has not changed by one row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/test/helpers';
import {
  apiRoutes,
  fillPath,
  takesJsonBody,
  uuid,
  WRITE_METHODS,
  type ApiRoute,
} from './api-routes';
import { changedTables, snapshot } from './db-snapshot';
import { jsonOf } from './json-answers';
import { buildWorld, everyVictimId, type World } from './world';

/** Generous per-test time: these suites share a loaded machine (no timing is asserted). */
const SLOW_MACHINE = 120_000;

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 180_000);
afterAll(() => t.close());

const MALFORMED = ['not-an-id', "1' OR '1'='1", '../../etc/passwd', 'x'.repeat(300)];

/**
 * Routes whose id names something public on purpose, so another user's id answers 200:
 * - a member's public profile card (PRODUCT_RULES.md 7); checked below to be the public view only;
 * - photos, served by unguessable id so that <img> works without a bearer token (they are shown
 *   on public cards anyway).
 */
const PUBLIC_READS = new Set([
  'GET /api/users/:userId',
  'GET /api/images/:id',
  'GET /api/images/:id/thumb',
]);

/**
 * Routes whose id names the person the caller acts toward, not something that person owns:
 * blocking or reporting someone is the caller's own relation to them. Probed on a bystander
 * (dave); only the blocks/reports table may change.
 */
const ACTS_ON_PERSON: Record<string, string> = {
  'POST /api/users/:userId/block': 'blocks',
  'POST /api/users/:userId/report': 'reports',
};

/** A valid body for each id route that takes one, so a refusal is about the id, not the body. */
const BODIES: Record<string, (w: World) => unknown> = {
  'POST /api/pets/:id/action': () => ({ action: 'groom' }),
  'POST /api/pets/:id/customize': () => ({ name: 'Pwned' }),
  'POST /api/user/items/:itemId/equip': (w) => ({ petId: w.alicePetId }),
  'POST /api/users/:userId/report': () => ({ reason: 'spam', details: 'probe' }),
  'PUT /api/messages/:messageId/heart': () => ({ hearted: true }),
};

/** The query an id route needs besides its path, so a refusal is about the path's id. */
const QUERIES: Record<string, (w: World) => Record<string, string>> = {
  // Erin's message to alice: the caller's own history with erin (the control's userId).
  'GET /api/messages/conversation/:userId/earlier': (w) => ({ before: w.aliceReceivedMessageId }),
};

/** The public profile's allowed keys (PersonCard + gameWins/matchedWithYou). */
const PUBLIC_PROFILE_KEYS = new Set([
  'id',
  'displayName',
  'age',
  'bio',
  'gender',
  'location',
  'photos',
  'profileImage',
  'pet',
  'distanceLabel',
  'compatibility',
  'gameWins',
  'matchedWithYou',
]);

/** Ids of bob's things that a route's parameter could name. */
function victimIds(route: ApiRoute, param: string): string[] {
  const p = route.path;
  if (p.startsWith('/api/user/items/')) return [w.bobFood, w.bobAccessory];
  if (ACTS_ON_PERSON[route.key]) return [w.dave.user.id];
  if (param === 'userId') return [w.bob.user.id];
  if (param === 'imageId' || p.startsWith('/api/images/')) return [w.bobImageId];
  if (p.startsWith('/api/pets/')) return [w.bobPetId];
  if (p.startsWith('/api/notifications/')) return [w.bobNotificationId];
  if (param === 'messageId') return [w.bobMessageId, w.bobReceivedMessageId];
  // A kind of route nobody has taught this suite: try every id bob has.
  return everyVictimId(w);
}

/** Alice's own id for the control run, or undefined when the route has no control here. */
function ownId(route: ApiRoute, param: string): string | undefined {
  const p = route.path;
  if (p.endsWith('/use')) return w.aliceFood;
  if (p.startsWith('/api/user/items/')) return w.aliceAccessory;
  if (param === 'userId') return w.erin.user.id;
  if (param === 'imageId' || p.startsWith('/api/images/')) return w.aliceImageId;
  if (p.startsWith('/api/pets/')) return w.alicePetId;
  if (p.startsWith('/api/notifications/')) return w.aliceNotificationId;
  if (param === 'messageId') return w.aliceReceivedMessageId;
  return undefined;
}

interface Probe {
  route: ApiRoute;
  kind: 'another user' | 'random' | 'malformed';
  url: string;
  body: unknown;
  /** The id tried. */
  value: string;
}

function idRoutes(): ApiRoute[] {
  return apiRoutes(t.app).filter((r) => r.params.length > 0 && r.path !== '/api/ws');
}

/** The route's path with these parameters, and the query it needs. */
function urlFor(route: ApiRoute, values: Record<string, string>): string {
  const query = QUERIES[route.key];
  const path = fillPath(route.path, values);
  return query ? `${path}?${new URLSearchParams(query(w))}` : path;
}

function bodyFor(route: ApiRoute): unknown {
  const make = BODIES[route.key];
  return make ? make(w) : undefined;
}

function probesFor(route: ApiRoute): Probe[] {
  const body = bodyFor(route);
  const probes: Probe[] = [];
  const each = (kind: Probe['kind'], value: (param: string) => string[]) => {
    // One parameter varies at a time; any other takes the caller's own id (or a random one).
    for (const param of route.params) {
      for (const v of value(param)) {
        const values = Object.fromEntries(
          route.params.map((p) => [p, p === param ? v : (ownId(route, p) ?? uuid())]),
        );
        probes.push({ route, kind, url: urlFor(route, values), body, value: v });
      }
    }
  };
  each('another user', (param) => victimIds(route, param));
  each('random', () => [uuid()]);
  each('malformed', () => MALFORMED);
  return probes;
}

function send(probe: { route: ApiRoute; url: string; body: unknown }) {
  return w.alice.inject(probe.route.method, probe.url, probe.body);
}

const figures = { routes: 0, probes: 0, bodyIdProbes: 0, controls: 0 };

describe('object-level authorization (API1)', { timeout: SLOW_MACHINE }, () => {
  it('reads the route table from the running app, documented routes included', () => {
    const routes = apiRoutes(t.app);
    const keys = new Set(routes.map((r) => r.key));
    for (const known of [
      'POST /api/pets/:id/action',
      'DELETE /api/profile/images/:imageId',
      'GET /api/users/:userId',
      'POST /api/notifications/:id/read',
      'GET /api/messages/conversation/:userId',
    ]) {
      expect(keys).toContain(known);
    }
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('has a valid body for every id route that takes one', () => {
    const missing = idRoutes()
      .filter((r) => takesJsonBody(t.app, r) && !BODIES[r.key])
      .map((r) => r.key);
    expect(missing, 'add a valid body to BODIES for these routes').toEqual([]);
  });

  it("refuses another user's id, a random id and malformed ids on every id route, changing nothing", async () => {
    const routes = idRoutes();
    figures.routes = routes.length;
    const failures: string[] = [];
    let before = await snapshot(t.database);
    for (const route of routes) {
      for (const probe of probesFor(route)) {
        figures.probes += 1;
        const res = await send(probe);
        const after = await snapshot(t.database);
        const changed = changedTables(before, after);
        const label = `${route.method} ${probe.url.slice(0, 90)} (${probe.kind})`;
        const expectRefusal = () => {
          if (![400, 403, 404].includes(res.statusCode)) {
            failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          } else if (typeof (jsonOf(res) as { message?: unknown })?.message !== 'string') {
            failures.push(`${label}: ${res.statusCode} without a { message } body`);
          } else if (probe.value.length > 40 && res.body.includes(probe.value.slice(0, 40))) {
            // Regression: the router's own 414 for a long id used to echo the path back.
            failures.push(`${label}: the refusal echoes the id back`);
          }
          if (changed.length) failures.push(`${label}: changed ${changed.join(', ')}`);
        };

        if (probe.kind === 'another user' && PUBLIC_READS.has(route.key)) {
          if (res.statusCode !== 200) failures.push(`${label}: public read gave ${res.statusCode}`);
          if (route.key === 'GET /api/users/:userId') {
            const card = res.json() as Record<string, unknown>;
            const extra = Object.keys(card).filter((k) => !PUBLIC_PROFILE_KEYS.has(k));
            if (extra.length) failures.push(`${label}: public profile carries ${extra.join(', ')}`);
            if (card.id !== w.bob.user.id) failures.push(`${label}: not bob's card`);
          }
          if (changed.length) failures.push(`${label}: a read changed ${changed.join(', ')}`);
        } else if (probe.kind === 'another user' && ACTS_ON_PERSON[route.key]) {
          if (res.statusCode !== 200) failures.push(`${label}: gave ${res.statusCode}`);
          const allowed = ACTS_ON_PERSON[route.key];
          const other = changed.filter((c) => c !== allowed);
          if (other.length) failures.push(`${label}: changed ${other.join(', ')}`);
        } else {
          expectRefusal();
        }
        before = after;
      }
    }
    console.log(
      `[security] BOLA: ${figures.probes} probes over ${figures.routes} id routes (methods counted apart)`,
    );
    expect(failures).toEqual([]);
    expect(figures.probes).toBeGreaterThan(figures.routes * 5);
  }, 300_000);

  it("refuses ids of another user's things inside request bodies, changing nothing", async () => {
    const cases = [
      {
        // Alice's own accessory onto bob's pet.
        method: 'POST',
        url: `/api/user/items/${w.aliceAccessory}/equip`,
        body: { petId: w.bobPetId },
      },
      // Bob is not alice's match; carol is bob's match, not alice's.
      {
        method: 'POST',
        url: '/api/messages/send',
        body: { receiverId: w.bob.user.id, content: 'hi' },
      },
      {
        method: 'POST',
        url: '/api/messages/send',
        body: { receiverId: w.carol.user.id, content: 'hi' },
      },
      // Typing at someone else's match, or at a stranger.
      { method: 'POST', url: '/api/messages/typing', body: { receiverId: w.carol.user.id } },
      { method: 'POST', url: '/api/messages/typing', body: { receiverId: w.bob.user.id } },
      // Ending bob and carol's match, or dismissing carol's like of bob, from alice's account.
      {
        method: 'POST',
        url: '/api/dating/dismiss-match',
        body: { matchedUserId: w.carol.user.id },
      },
      { method: 'POST', url: '/api/dating/dismiss-match', body: { matchedUserId: w.bob.user.id } },
      {
        method: 'POST',
        url: '/api/dating/dismiss-request',
        body: { requesterId: w.carol.user.id },
      },
      { method: 'GET', url: `/api/messages/conversation/${w.carol.user.id}`, body: undefined },
      // Bob's history read through alice's conversation with erin, or through carol's.
      {
        method: 'GET',
        url: `/api/messages/conversation/${w.erin.user.id}/earlier?before=${w.bobMessageId}`,
        body: undefined,
      },
      {
        method: 'GET',
        url: `/api/messages/conversation/${w.carol.user.id}/earlier?before=${w.bobReceivedMessageId}`,
        body: undefined,
      },
      // Bob's photo as alice's main one.
      { method: 'PUT', url: '/api/profile/images/main', body: { imageId: w.bobImageId } },
    ];
    const failures: string[] = [];
    let before = await snapshot(t.database);
    for (const c of cases) {
      figures.bodyIdProbes += 1;
      const res = await w.alice.inject(c.method, c.url, c.body);
      const after = await snapshot(t.database);
      const label = `${c.method} ${c.url} ${JSON.stringify(c.body ?? '')}`;
      if (![400, 403, 404].includes(res.statusCode)) {
        failures.push(`${label}: ${res.statusCode} ${res.body}`);
      }
      const changed = changedTables(before, after);
      if (changed.length) failures.push(`${label}: changed ${changed.join(', ')}`);
      before = after;
    }
    expect(failures).toEqual([]);
    // Bob and carol are still matched and can talk.
    const thread = await w.bob.inject('GET', `/api/messages/conversation/${w.carol.user.id}`);
    expect(thread.statusCode).toBe(200);
    expect((thread.json() as unknown[]).length).toBe(2);
  });

  it("works with the caller's own ids, so the refusals above are about ownership", async () => {
    // Hungry enough to eat, so the food control can succeed.
    await t.database.db.execute(sql`update pets set hunger = 40 where id = ${w.alicePetId}`);
    const failures: string[] = [];
    const routes = idRoutes()
      .filter((r) => !ACTS_ON_PERSON[r.key])
      // Deleting the photo last, so the photo reads before it still find it.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const missing = routes.filter((r) => r.params.some((p) => ownId(r, p) === undefined));
    expect(
      missing.map((r) => r.key),
      'teach ownId() the id of the caller own thing',
    ).toEqual([]);
    for (const route of routes) {
      const values = Object.fromEntries(route.params.map((p) => [p, ownId(route, p) as string]));
      const url = urlFor(route, values);
      figures.controls += 1;
      const res = await w.alice.inject(route.method, url, bodyFor(route));
      if (res.statusCode !== 200)
        failures.push(`${route.key} ${url}: ${res.statusCode} ${res.body}`);
      expect(WRITE_METHODS.has(route.method) || route.method === 'GET').toBe(true);
    }
    console.log(
      `[security] BOLA: ${figures.bodyIdProbes} body-id probes, ${figures.controls} owner controls`,
    );
    expect(failures).toEqual([]);
  });
});
