/**
 * Two real server processes (`node --import tsx src/server/main.ts`) on two ports, sharing one
 * fresh PostgreSQL database and this machine's Redis (a key prefix and bus channel of this run's
 * own), as in compose.yaml: accounts, sessions, matches, chat and rate limits work across them.
 * Runs under `npm run test:pg` (TEST_DATABASE_URL) when Redis answers; skipped otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/shared/constants';
import type { AuthResponse } from '../../src/shared/schemas/user';
import { withDatabase } from '../../src/server/test/global-setup';
import { newRegistration } from '../../src/server/test/helpers';
import {
  openAuthedSocket,
  type TestSocket,
} from '../../src/server/features/realtime/socket-test-client';

const adminUrl = process.env.TEST_DATABASE_URL;
const template = process.env.PETMATCH_TEST_TEMPLATE;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = path.resolve(import.meta.dirname, '../..');

async function whyUnavailable(): Promise<string | null> {
  if (!adminUrl || !template) return 'TEST_DATABASE_URL is not set (run it with npm run test:pg)';
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return `Redis at ${redisUrl} is unreachable (${(err as Error).message})`;
  } finally {
    probe.disconnect();
  }
}

const unavailable = await whyUnavailable();
if (unavailable) console.warn(`Skipping the two-instance scale-out test: ${unavailable}`);

interface Instance {
  name: string;
  base: string;
  wsUrl: string;
  child: ChildProcess;
  output: string[];
}

/** Starts `node --import tsx src/server/main.ts` on a free port and waits until it is ready. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const instance = { name, child, output, base: '', wsUrl: '' };
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within 90 s:\n${output.join('')}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${output.join('')}`));
    });
  });
  instance.base = await listening;
  instance.wsUrl = `${instance.base.replace('http', 'ws')}/api/ws`;
  return instance;
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = once(instance.child, 'exit');
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Call {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON call to one instance; `ip` travels as X-Forwarded-For (the instances trust it). */
async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Call> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${instance.base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

/** Reads one unlabelled sample from an instance's /metrics. */
async function metric(instance: Instance, name: string): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

describe.skipIf(unavailable)('two app instances sharing PostgreSQL and Redis', () => {
  const runId = randomUUID().replaceAll('-', '').slice(0, 16);
  const prefix = `petmatch-ci:${runId}:`;
  const database = `petmatch_scale_${runId}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petmatch-scale-'));
  let admin: pg.Client;
  let redis: Redis;
  let a: Instance | undefined;
  let b: Instance | undefined;
  const sockets: TestSocket[] = [];
  // Each scenario is its own client address, so the per-IP limits of one do not touch another.
  const ip = (n: number) => `198.51.100.${n}`;

  const A = () => a as Instance;
  const B = () => b as Instance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A copy of the run's migrated template, so the two instances start on the same schema.
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    redis = new Redis(redisUrl);
    const env = {
      DATABASE_URL: withDatabase(adminUrl as string, database),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      STORAGE: 'local',
    };
    try {
      [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    } catch (err) {
      await Promise.all([stopInstance(a), stopInstance(b)]);
      throw err;
    }
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([stopInstance(a), stopInstance(b)]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('starts two ready instances on two ports, both reaching the database and Redis', async () => {
    expect(A().base).not.toBe(B().base);
    for (const instance of [A(), B()]) {
      const ready = await call(instance, 'GET', '/api/ready');
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ready', database: 'ok', redis: 'ok' },
      });
    }
  });

  it('registers on one instance and signs in on the other; each accepts the other’s session', async () => {
    const registration = newRegistration({ displayName: 'Scale Ava' });
    const registered = await call(A(), 'POST', '/api/auth/register', {
      body: registration,
      ip: ip(1),
    });
    expect(registered.status).toBe(200);
    const fromA = registered.body as unknown as AuthResponse;

    const login = await call(B(), 'POST', '/api/auth/login', {
      body: { email: registration.email, password: registration.password },
      ip: ip(1),
    });
    expect(login.status).toBe(200);
    const fromB = login.body as unknown as AuthResponse;
    expect(fromB.user.id).toBe(fromA.user.id);

    const onB = await call(B(), 'GET', '/api/user/profile', { token: fromA.token, ip: ip(1) });
    const onA = await call(A(), 'GET', '/api/user/profile', { token: fromB.token, ip: ip(1) });
    expect(onB).toMatchObject({ status: 200, body: { id: fromA.user.id } });
    expect(onA).toMatchObject({ status: 200, body: { displayName: 'Scale Ava' } });

    // Signing out on A ends that session on B as well, though B has just used (and cached) it:
    // A's notice reaches B over Redis within milliseconds.
    expect((await call(B(), 'GET', '/api/user/profile', { token: fromB.token })).status).toBe(200);
    expect((await call(A(), 'POST', '/api/auth/logout', { token: fromB.token })).status).toBe(200);
    await expect
      .poll(
        async () => (await call(B(), 'GET', '/api/user/profile', { token: fromB.token })).status,
        {
          timeout: 1_000,
          interval: 10,
        },
      )
      .toBe(401);
  });

  it('cares for one pet through both instances: each starts from the other’s writes', async () => {
    const registered = await call(A(), 'POST', '/api/auth/register', {
      body: newRegistration({ displayName: 'Scale Cara' }),
      ip: ip(3),
    });
    const { token } = registered.body as unknown as AuthResponse;
    const adopted = await call(A(), 'POST', '/api/pets', {
      token,
      body: { name: 'Ember', type: 'dragon', variant: 'fire' },
      ip: ip(3),
    });
    const petId = (adopted.body as { id: string }).id;
    let earned = 0;
    const tap = async (instance: Instance) => {
      const res = await call(instance, 'POST', `/api/pets/${petId}/action`, {
        token,
        body: { action: 'play' },
        ip: ip(3),
      });
      const body = res.body as { pet?: { energy: number }; coinsEarned?: number };
      earned += body.coinsEarned ?? 0;
      return [res.status, body.pet?.energy];
    };
    // A and B each keep the pet as they last wrote it; the other's write in between makes that
    // copy stale, so each tap must start from the database's pet, never spend energy twice.
    expect(await tap(A())).toEqual([200, 95]);
    expect(await tap(B())).toEqual([200, 90]);
    expect(await tap(A())).toEqual([200, 85]);
    expect(await tap(A())).toEqual([200, 80]);
    expect(await tap(B())).toEqual([200, 75]);
    // Every tap paid once (play's coins and any challenge completed on the way).
    const profile = await call(B(), 'GET', '/api/user/profile', { token, ip: ip(3) });
    expect(earned).toBeGreaterThanOrEqual(5 * 5);
    expect((profile.body as { coins: number }).coins).toBe(
      (registered.body as unknown as AuthResponse).user.coins + earned,
    );
  });

  it('drops someone from the deck one instance keeps as soon as they block the viewer on the other', async () => {
    const join = async (instance: Instance, displayName: string, gender: 'Female' | 'Male') => {
      const res = await call(instance, 'POST', '/api/auth/register', {
        body: newRegistration({
          displayName,
          gender,
          sexualPreference: 'Bisexual',
          location: 'Boise, Idaho',
        }),
        ip: ip(6),
      });
      expect(res.status).toBe(200);
      const user = res.body as unknown as AuthResponse;
      const prefs = await call(instance, 'PUT', '/api/user/preferences', {
        token: user.token,
        ip: ip(6),
        body: {
          ageRange: [18, 65],
          distance: 5,
          petPreference: 'any',
          showOnlyActivePets: false,
          enableSuperLikes: true,
          genderPreference: 'any',
          sexualPreferenceFilter: 'any',
        },
      });
      expect(prefs.status).toBe(200);
      return user;
    };
    const cleo = await join(A(), 'Cleo', 'Female');
    const dan = await join(B(), 'Dan', 'Male');
    const cleosDeckOnA = async () => {
      const res = await call(A(), 'GET', '/api/dating/potential-matches', {
        token: cleo.token,
        ip: ip(6),
      });
      expect(res.status).toBe(200);
      return (res.body as unknown as { id: string }[]).map((card) => card.id);
    };
    // The search, the check of its queue, then the deck A keeps for repeat loads.
    for (let load = 0; load < 3; load++) expect(await cleosDeckOnA()).toContain(dan.user.id);

    const blocked = await call(B(), 'POST', `/api/users/${cleo.user.id}/block`, {
      token: dan.token,
      ip: ip(6),
      body: {},
    });
    expect(blocked.status).toBe(200);
    // B's notice reaches A over Redis within milliseconds; A would otherwise keep the deck 30 s.
    await expect.poll(cleosDeckOnA, { timeout: 1_000, interval: 10 }).not.toContain(dan.user.id);
  });

  it('matches two users through swipes on different instances and delivers chat across them', async () => {
    const register = async (
      instance: Instance,
      overrides: Parameters<typeof newRegistration>[0],
    ) => {
      const res = await call(instance, 'POST', '/api/auth/register', {
        body: newRegistration(overrides),
        ip: ip(2),
      });
      expect(res.status).toBe(200);
      return res.body as unknown as AuthResponse;
    };
    const ava = await register(A(), { displayName: 'Ava', gender: 'Female' });
    const ben = await register(B(), { displayName: 'Ben', gender: 'Male' });

    const first = await call(A(), 'POST', '/api/dating/swipe', {
      token: ava.token,
      body: { direction: 'right', swipedId: ben.user.id },
    });
    expect(first).toMatchObject({ status: 200, body: { isMatch: false } });
    const second = await call(B(), 'POST', '/api/dating/swipe', {
      token: ben.token,
      body: { direction: 'right', swipedId: ava.user.id },
    });
    expect(second).toMatchObject({
      status: 200,
      body: { isMatch: true, match: { userId: ava.user.id, displayName: 'Ava' } },
    });
    const avaMatches = await call(A(), 'GET', '/api/dating/matches', { token: ava.token });
    expect(avaMatches.body).toEqual([expect.objectContaining({ id: ben.user.id })]);

    // Ben's tab is connected to B; Ava sends through A.
    const connectionsBefore = await metric(B(), 'websocket_connections');
    const eventsBefore = await metric(B(), 'event_bus_events_total');
    const benSocket = await openAuthedSocket(B().wsUrl, ben.token);
    sockets.push(benSocket);
    const sent = await call(A(), 'POST', '/api/messages/send', {
      token: ava.token,
      body: { receiverId: ben.user.id, content: 'Hello from instance A!' },
    });
    expect(sent.status).toBe(200);
    const pushed = await benSocket.next((f) => f.type === 'message', 10_000);
    expect(pushed).toEqual({
      type: 'message',
      fromUserId: ava.user.id,
      toUserId: ben.user.id,
      messageId: sent.body.id,
    });
    const thread = await call(B(), 'GET', `/api/messages/conversation/${ava.user.id}`, {
      token: ben.token,
    });
    expect(JSON.stringify(thread.body)).toContain('Hello from instance A!');

    // B's metrics saw the socket and the events that came over Redis.
    expect(await metric(B(), 'websocket_connections')).toBe(connectionsBefore + 1);
    expect(await metric(B(), 'event_bus_events_total')).toBeGreaterThan(eventsBefore);
    expect(await metric(B(), 'event_bus_lag_seconds_count')).toBeGreaterThan(0);
  });

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
