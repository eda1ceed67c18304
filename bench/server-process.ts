/**
 * The server under load, as deployed: the compiled build in a child process (LOG_LEVEL=warn, no
 * demo seed, per-IP limits lifted: every load connection comes from 127.0.0.1), and the sessions
 * its load uses, written straight into the database.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

const root = path.resolve(import.meta.dirname, '..');

/** The resident memory of process `pid`, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The server as deployed: the compiled build (scripts/build-server.mjs, `npm run serve`), rebuilt
 * once per run (half a second) so the figures never come from a stale dist/server.
 */
let serverBuilt = false;
function serverEntry(): string {
  if (!serverBuilt) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
    serverBuilt = true;
  }
  return path.join(root, 'dist/server/main.js');
}

/**
 * A port nothing uses now, as the kernel picks it. (A random one could be a load connection's own
 * port: the kernel hands those out from 32768 up.)
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; startedAt: number }> {
  const port = await freePort();
  const entry = serverEntry();
  const startedAt = performance.now();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      API_LIMIT_PER_MINUTE: '100000000',
      AUTH_LIMIT_PER_IP: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, port, startedAt };
}

/** Resolves once `url` answers 2xx. */
export async function waitFor(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 120_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Ends a child process (the server, or lighthouse.ts's Chromium): SIGTERM, then SIGKILL after 10 s. */
export async function stopServer(child: ChildProcess) {
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  if (ended()) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (!ended()) child.kill('SIGKILL');
}

/** Sessions written straight into the sessions table (token hash = sha256, plugins/auth.ts). */
export async function createSessions(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
  for (let i = 0; i < userIds.length; i += 2000) {
    const values = userIds.slice(i, i + 2000).map((id) => {
      const token = randomBytes(32).toString('base64url');
      tokens.set(id, token);
      const hash = createHash('sha256').update(token).digest('hex');
      return `('${id}','${hash}','${expires}')`;
    });
    await db.execute(
      sql.raw(`insert into sessions (user_id, token_hash, expires_at) values ${values.join(',')}`),
    );
  }
  return tokens;
}

/** The headers of a signed-in JSON request. */
export function json(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}
