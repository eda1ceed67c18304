import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The compiled server (scripts/build-server.mjs, what `npm start` and the image run) on a fresh
 * embedded database: its migrations are found beside the bundle, the lazily loaded chunks
 * resolve, and it answers. The other server tests run the TypeScript sources.
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

    const port = 20_000 + Math.floor(Math.random() * 20_000);
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
      stdio: 'ignore',
    });
    try {
      const ready = await waitForReady(`http://127.0.0.1:${port}`, child);
      expect(ready).toEqual({ status: 'ready', database: 'ok', redis: 'disabled' });
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    expect(child.exitCode).toBe(0);
  }, 120_000);
});

async function waitForReady(base: string, child: ReturnType<typeof spawn>): Promise<unknown> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return await res.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
