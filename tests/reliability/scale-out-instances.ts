/**
 * Two real server processes on two ports, sharing one fresh PostgreSQL database and this
 * machine's Redis (a key prefix and bus channel of this run's own), as in compose.yaml, for the
 * scale-out tests; and whether this run can have them (TEST_DATABASE_URL and a Redis that answers).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { withDatabase } from '../../src/server/test/global-setup';
import { redisUnavailable, testRedisUrl } from '../../src/server/test/redis';
import type { TestSocket } from '../../src/server/features/realtime/socket-test-client';
import { startServer, stopServer, type ServerProcess } from './server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const template = process.env.PETMATCH_TEST_TEMPLATE;

async function whyUnavailable(): Promise<string | null> {
  if (!adminUrl || !template) return 'TEST_DATABASE_URL is not set (run it with npm run test:pg)';
  const redisDown = await redisUnavailable();
  return redisDown ? `Redis at ${testRedisUrl} is unreachable (${redisDown})` : null;
}

/** Why the scale-out tests cannot run here (they are skipped), or null when they can. */
export const unavailable = await whyUnavailable();
if (unavailable) console.warn(`Skipping the two-instance scale-out tests: ${unavailable}`);

export interface Instance extends ServerProcess {
  wsUrl: string;
}

/** Starts one instance with this run's settings and waits until it is ready. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const server = await startServer(name, { ...process.env, ...env }, 90_000);
  return { ...server, wsUrl: `${server.base.replace('http', 'ws')}/api/ws` };
}

interface Call {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON call to one instance; `ip` travels as X-Forwarded-For (the instances trust it). */
export async function call(
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
export async function metric(instance: Instance, name: string): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

/**
 * Instances A and B for the tests of the calling describe: started before them on a copy of the
 * run's migrated template and this run's Redis prefix, stopped after them with their sockets,
 * database and keys. Call it at the top of a describe.skipIf(unavailable). Gives the instances
 * (A() and B()), a client address per scenario, this run's id, Redis prefix and Redis client, and
 * the list of sockets to close at the end.
 */
export function useTwoInstances() {
  const runId = randomUUID().replaceAll('-', '').slice(0, 16);
  const prefix = `petmatch-ci:${runId}:`;
  const database = `petmatch_scale_${runId}`;
  let dataDir: string;
  let admin: pg.Client;
  // Connects at its first command (in a test or afterAll): a skipped run opens nothing.
  const redis = new Redis(testRedisUrl, { lazyConnect: true });
  let a: Instance | undefined;
  let b: Instance | undefined;
  const sockets: TestSocket[] = [];
  // Each scenario is its own client address, so the per-IP limits of one do not touch another.
  const ip = (n: number) => `198.51.100.${n}`;

  const A = () => a as Instance;
  const B = () => b as Instance;

  beforeAll(async () => {
    // Made here, not when the tests are collected, so a skipped run leaves no directory behind.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'petmatch-scale-'));
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A copy of the run's migrated template, so the two instances start on the same schema.
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    const env = {
      DATABASE_URL: withDatabase(adminUrl as string, database),
      REDIS_URL: testRedisUrl,
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
      await Promise.all([stopServer(a), stopServer(b)]);
      throw err;
    }
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([stopServer(a), stopServer(b)]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return { A, B, ip, prefix, redis, runId, sockets };
}
