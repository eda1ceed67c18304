/**
 * Fuzzing with fast-check over every route of the live route table: wrong types, huge strings,
 * unicode, deep nesting, prototype-pollution keys, negative and huge numbers, in bodies, path
 * parameters, query strings and headers (the values in fuzz-values.ts, the cases in
 * fuzz-cases.ts). Every answer must be below 500 with a `{ message }` for a 4xx, and a 4xx must
 * change nothing in the database.
 *
 * Change detection: row triggers (installed in this file's own test database only) count every
 * row written; when the count moves, a full snapshot is compared. Reproduce a run with FUZZ_SEED;
 * FUZZ_RUNS scales the number of cases (default 10,000).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newRegistration, type TestApp } from '../../src/server/test/helpers';
import { apiRoutes, fillPath, type ApiRoute } from './api-routes';
import { appTables, changedTables, snapshot, type Snapshot } from './db-snapshot';
import { caseArb, EXPENSIVE, sendCase, SESSION_ENDING, validSeed, type Case } from './fuzz-cases';
import { quickUser } from './quick-user';
import { buildWorld, type World } from './world';

let t: TestApp;
let w: World;
let routes: ApiRoute[];
let tables: string[];
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  routes = apiRoutes(t.app);
  tables = await appTables(t.database);
  await installChangeCounter();
  state.counter = await changeCount();
  state.snap = await snapshot(t.database, tables);
}, 180_000);
afterAll(() => t.close());

const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

async function installChangeCounter() {
  const db = t.database.db;
  await db.execute(sql`create table fuzz_changes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_changes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1; return null; end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_count after insert or update or delete on "${table}" ` +
          `for each row execute function fuzz_count()`,
      ),
    );
  }
}

async function changeCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select n from fuzz_changes`);
  return Number((result.rows[0] as { n: number | string }).n);
}

const state: { counter: number; snap: Snapshot } = { counter: 0, snap: {} };
const figures = {
  cases: 0,
  byStatus: new Map<number, number>(),
  writes: 0,
  refusedWrites: 0,
};
const failures: string[] = [];
const timing = { req: 0, count: 0 };

/** The valid body the route is fuzzed from, in this file's world. */
const seedBody = (route: ApiRoute) => validSeed(w, route);

async function check(c: Case) {
  figures.cases += 1;
  let res: LightMyRequestResponse;
  const t0 = performance.now();
  try {
    res = await sendCase(t, w, c);
  } catch (err) {
    failures.push(`${c.method} ${c.route.path}: inject threw ${(err as Error).message}`);
    return;
  }
  figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
  const label = () =>
    `${c.method} ${c.route.path} params=${JSON.stringify(c.params).slice(0, 120)} ` +
    `query=${JSON.stringify(c.query).slice(0, 120)} ` +
    `body=${JSON.stringify(c.body ?? null).slice(0, 200)} ct=${c.contentType} caller=${c.caller}`;
  if (res.statusCode >= 500) {
    failures.push(`${res.statusCode} ${res.body.slice(0, 200)} for ${label()}`);
  } else if (res.statusCode >= 400) {
    let message: unknown;
    try {
      message = (JSON.parse(res.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || message.length === 0) {
      failures.push(
        `${res.statusCode} without a { message }: ${res.body.slice(0, 120)} for ${label()}`,
      );
    } else if (/node_modules|\/src\/|\bat \w+ \(/.test(res.body)) {
      failures.push(`${res.statusCode} leaks internals: ${res.body.slice(0, 200)} for ${label()}`);
    }
  }
  const t1 = performance.now();
  const counter = await changeCount();
  timing.req += t1 - t0;
  timing.count += performance.now() - t1;
  if (counter !== state.counter) {
    const snap = await snapshot(t.database, tables);
    const changed = changedTables(state.snap, snap);
    if (changed.length) figures.writes += 1;
    if (res.statusCode >= 400 && changed.length) {
      figures.refusedWrites += 1;
      failures.push(`${res.statusCode} but changed ${changed.join(', ')} for ${label()}`);
    }
    state.snap = snap;
    state.counter = counter;
  }
}

/** Runs `numRuns` cases; the failures of this run (each case is checked, none stops the run). */
async function fuzz(pick: ApiRoute[], focus: Parameters<typeof caseArb>[2], numRuns: number) {
  failures.length = 0;
  await fc.assert(
    fc.asyncProperty(caseArb(w, pick, focus), async (c) => {
      await check(c);
    }),
    { numRuns, seed: SEED, endOnFailure: true },
  );
  return [...failures];
}

const share = (fraction: number) => Math.max(1, Math.round(TOTAL * fraction));
const cheap = () => routes.filter((r) => !EXPENSIVE.has(r.key));
const TEN_MINUTES = 600_000;

describe(`fuzzing (seed ${SEED})`, () => {
  it(
    'survives fuzzed JSON bodies on every route that takes one',
    async () => {
      const writes = cheap().filter((r) => r.method !== 'GET');
      const found = await fuzz(writes, 'body', share(0.45));
      const auth = routes.filter((r) => EXPENSIVE.has(r.key));
      found.push(...(await fuzz(auth, 'body', share(0.03))));
      expect(found).toEqual([]);
    },
    TEN_MINUTES,
  );

  it(
    'survives fuzzed path parameters',
    async () => {
      const withParams = cheap().filter((r) => r.params.length > 0);
      expect(await fuzz(withParams, 'params', share(0.2))).toEqual([]);
    },
    TEN_MINUTES,
  );

  it(
    'survives fuzzed query strings',
    async () => {
      const reads = cheap().filter((r) => r.method === 'GET');
      expect(await fuzz(reads, 'query', share(0.17))).toEqual([]);
    },
    TEN_MINUTES,
  );

  it(
    'survives fuzzed headers and content types',
    async () => {
      expect(await fuzz(cheap(), 'headers', share(0.15))).toEqual([]);
    },
    TEN_MINUTES,
  );

  it('refuses control characters in every text field and id with a 4xx (regression: NUL gave 500)', async () => {
    // Found by this fuzz: a NUL in a pet name, an email or an item id reached PostgreSQL, which
    // cannot store it, and the answer was 500. Every string of every seed body and every path
    // parameter, one at a time.
    const found: string[] = [];
    const newcomer = await quickUser(t, { extraCoins: 5000 });
    const ownId = (route: ApiRoute, param: string): string => {
      if (route.path.endsWith('/use')) return w.aliceFood;
      if (route.path.startsWith('/api/user/items/')) return w.aliceAccessory;
      if (param === 'userId') return w.erin.user.id;
      if (param === 'imageId') return w.aliceImageId;
      if (route.path.startsWith('/api/pets/')) return w.alicePetId;
      if (route.path.startsWith('/api/notifications/')) return w.aliceNotificationId;
      return w.alice.user.id;
    };
    const seeds = (route: ApiRoute): Record<string, unknown> | undefined => {
      if (route.key === 'POST /api/auth/register') return { ...newRegistration() };
      if (route.key === 'POST /api/auth/login') return { email: 'a@example.com', password: 'pw' };
      return seedBody(route);
    };
    for (const route of routes.filter((r) => r.method !== 'GET' && !SESSION_ENDING.has(r.key))) {
      const seed = seeds(route);
      const ids = Object.fromEntries(route.params.map((p) => [p, ownId(route, p)]));
      const variants: { params: Record<string, string>; body: unknown }[] = [];
      for (const [field, value] of Object.entries(seed ?? {})) {
        if (typeof value === 'string')
          variants.push({ params: ids, body: { ...seed, [field]: 'a\u0000b' } });
      }
      for (const p of route.params)
        variants.push({ params: { ...ids, [p]: 'a\u0000b' }, body: seed });
      for (const v of variants) {
        // As alice (who owns things) and as a newcomer without a pet (onboarding, adoption).
        for (const u of [w.alice, newcomer]) {
          const res = await u.inject(route.method, fillPath(route.path, v.params), v.body);
          if (res.statusCode >= 500) {
            found.push(`${route.key} ${JSON.stringify(v).slice(0, 160)}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it(`ran at least ${TOTAL.toLocaleString('en-US')} cases`, () => {
    const statuses = [...figures.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `[security] fuzz: ${figures.cases} cases (seed ${SEED}) over ${routes.length} routes; ` +
        `statuses ${statuses}; ${figures.writes} cases changed data, none of them refused; ` +
        `requests ${(timing.req / 1000).toFixed(0)} s, change checks ${(timing.count / 1000).toFixed(0)} s`,
    );
    expect(figures.cases).toBeGreaterThanOrEqual(TOTAL);
    // The fuzz reached the services, not only the validators: some cases were accepted.
    expect([...figures.byStatus.keys()].some((s) => s < 300)).toBe(true);
    expect(figures.refusedWrites).toBe(0);
  });
});
