import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { ManualClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { EventBus } from '../domain/bus';
import type { RegisterRequest } from '../../shared/schemas/auth';
import type { AuthResponse } from '../../shared/schemas/user';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: ManualClock;
  productionLimits?: boolean;
  bus?: EventBus;
}

/**
 * A real app on a fresh, migrated database of its own: PGlite by default, PostgreSQL when the
 * run has TEST_DATABASE_URL. Call once per test file (beforeAll) and close it in afterAll, or
 * let useTestApp do both.
 * Login, register and API-wide limits are raised so files can register many users;
 * `productionLimits: true` keeps the production numbers (the security suites test them).
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const clock = opts.clock ?? new ManualClock();
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.PETMATCH_TEST_TEMPLATE;
  if (adminUrl && template) {
    const name = `petmatch_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    dropDatabase = async () => {
      // pool.end() resolves before the server has closed every connection; FORCE would kill
      // those backends and their clients raise unhandled FATAL 57P01 errors. Wait for them.
      for (let i = 0; i < 100; i += 1) {
        const open = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dumpPath = process.env.PETMATCH_TEST_DUMP;
    if (!dumpPath) throw new Error('global-setup did not run');
    database = await openDatabase({ pgliteLoadDataDir: new Blob([readFileSync(dumpPath)]) });
  }
  // Uploads go to a directory of this app's own, removed on close.
  const dataDir = mkdtempSync(path.join(process.env.PETMATCH_TEST_DIR ?? os.tmpdir(), 'data-'));
  const config = { ...loadConfig({}), dataDir, clientDist: '/nonexistent', logLevel: 'silent' };
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    bus: opts.bus,
    ...(opts.productionLimits
      ? {}
      : { limits: { loginPerIp: 10_000, registerPerIp: 10_000, apiPerMinute: 1_000_000 } }),
  });
  await app.ready();
  return {
    app,
    clock,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app, made before its tests and closed after them (call at the top of the file).
 * With `ledger: true`, every test ends by checking the ledger invariant (PRODUCT_RULES.md 2: it
 * holds after every test, for every user). `timeout` is beforeAll's, for a slow database server.
 *
 * The app only exists once beforeAll has run, so the returned object reads it through getters:
 * tests use it as `t.app`, `t.database`, ... as before, with no cast to TestApp of a half-made
 * object, and a use too early (at import time) fails with a message saying so.
 */
export function useTestApp(
  opts: TestAppOptions & { ledger?: boolean; timeout?: number } = {},
): TestApp {
  const { ledger = false, timeout, ...appOpts } = opts;
  let made: TestApp | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('useTestApp: no app before beforeAll; use t in hooks and tests');
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(appOpts);
  }, timeout);
  // If beforeAll failed there is nothing to close; its own error is the one to see.
  afterAll(() => made?.close());
  if (ledger) {
    afterEach(async () => {
      expect(await ledgerMismatches(current().database)).toEqual([]);
    });
  }
  return {
    get app() {
      return current().app;
    },
    get clock() {
      return current().clock;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

let counter = 0;
/** A valid registration payload with a unique email and username. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `user${tag}@example.com`,
    username: `user${tag}`,
    password: 'secret-pass',
    displayName: `Tester ${counter}`,
    age: 28,
    gender: 'Female',
    sexualPreference: 'Straight',
    location: 'Austin, Texas',
    ...overrides,
  };
}

export interface TestUser extends AuthResponse {
  /** Sends a request as this user. */
  inject(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newRegistration(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const auth = res.json() as AuthResponse;
  return {
    ...auth,
    inject: (method, url, body) => authedInject(app, auth.token, method, url, body),
  };
}

export function authedInject(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A signed-in POST with the Idempotency-Key the app would send (none when `key` is undefined). */
export function keyedPost(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  body: object,
  key?: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = key === undefined ? {} : { 'idempotency-key': key };
  return authedInject(app, user.token, 'POST', url, body, headers);
}

/** Two people as a matches row names them: user_a is the smaller id (the pair's unique index). */
export function matchPair(x: TestUser, y: TestUser): { userA: string; userB: string } {
  return x.user.id < y.user.id
    ? { userA: x.user.id, userB: y.user.id }
    : { userA: y.user.id, userB: x.user.id };
}

/** PRODUCT_RULES.md 2: users.coins == sum(earned) - sum(spent), for every user. */
export async function ledgerMismatches(
  database: Database,
): Promise<{ id: string; coins: number; ledger: number }[]> {
  const result = await database.db.execute(sql`
    select u.id, u.coins, coalesce(sum(case when t.type = 'earned' then t.amount else -t.amount end), 0)::int as ledger
    from users u left join transactions t on t.user_id = u.id
    group by u.id, u.coins
    having u.coins <> coalesce(sum(case when t.type = 'earned' then t.amount else -t.amount end), 0)`);
  return result.rows as { id: string; coins: number; ledger: number }[];
}
