import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openAuthedSocket } from './features/realtime/socket-test-client';
import { newRegistration } from './test/helpers';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The compiled server (scripts/build-server.mjs, what `npm start` and the image run) on a fresh
 * embedded database: its migrations are found beside the bundle, the lazily loaded chunks
 * resolve, and the packages bundled into it (fastify and its plugins, zod, drizzle, ws, busboy)
 * work beside those left in node_modules (PGlite, argon2, sharp, swagger). The other server
 * tests run the TypeScript sources.
 */
describe('server build', () => {
  // Inside the repo, so the bundle's package imports find node_modules.
  const outDir = path.join(root, 'dist', `server-test-${process.pid}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petmatch-build-'));
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, migrates a new PGlite database and serves the API', async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], {
      cwd: root,
      env: { ...process.env, SERVER_OUT_DIR: outDir },
      stdio: 'ignore',
    });
    expect(existsSync(path.join(outDir, 'main.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);

    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        CLIENT_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // What it says as it fails, for the failure's message.
    let stderr = '';
    child.stderr?.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
    );
    try {
      const ready = await waitForReady(`http://127.0.0.1:${port}`, child, () => stderr);
      expect(ready).toEqual({ status: 'ready', database: 'ok', redis: 'disabled' });
      const base = `http://127.0.0.1:${port}`;
      const health = await fetch(`${base}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');

      const bad = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...newRegistration(), age: 17 }),
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: 'You must be 18 or older to use this app.' });

      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newRegistration()),
      });
      expect(registered.status).toBe(200);
      const { token } = (await registered.json()) as { token: string };

      // A real image through the multipart parser and sharp.
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#f43f6a' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const uploaded = await fetch(`${base}/api/profile/images/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);

      const socket = await openAuthedSocket(`ws://127.0.0.1:${port}/api/ws`, token);
      expect(socket.frames[0]).toEqual({ type: 'ready' });
      socket.close();
      const docs = await fetch(`${base}/api/docs/json`);
      expect(((await docs.json()) as { info: { title: string } }).info.title).toBe('Petmatch API');
    } finally {
      // A server that already exited (it could not start) fires no 'exit' again.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    expect(child.exitCode).toBe(0);
  }, 120_000);
});

/**
 * A port nothing listens on now. A random one could be taken: the other test files' servers
 * listen on ports the system picks from the same range, and a server that cannot bind exits.
 */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForReady(
  base: string,
  child: ReturnType<typeof spawn>,
  said: () => string,
): Promise<unknown> {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}: ${said()}`);
    }
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return await res.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
