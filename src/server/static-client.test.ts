import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/helpers';

const REDIRECT = "if (localStorage.getItem('authToken')) location.replace('/home');";
const LANDING = `<!doctype html><title>landing</title><script>${REDIRECT}</script>`;
const REDIRECT_HASH = `'sha256-${createHash('sha256').update(REDIRECT).digest('base64')}'`;
const APP = '<!doctype html><title>app</title>';
const SCRIPT = `export const big = "${'petmatch '.repeat(400)}";`;

let base: TestApp;
let dir = '';
let app: FastifyInstance | undefined;

// A test app's database, shared by the apps each test builds over its own fake client build.
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(async () => {
  await base.close();
});

/** A fake client build: the app, optionally the landing document, and one hashed asset. */
async function serve({
  withLanding,
  apiPerMinute,
}: {
  withLanding: boolean;
  apiPerMinute?: number;
}) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), APP);
  if (withLanding) writeFileSync(path.join(dir, 'landing.html'), LANDING);
  writeFileSync(path.join(dir, 'assets/app-Ab12.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets/app-Ab12.js.br'), brotliCompressSync(SCRIPT));
  const config = { ...loadConfig({}), clientDist: dir, logLevel: 'silent' };
  app = await buildApp({
    config,
    database: base.database,
    logger: false,
    ...(apiPerMinute ? { limits: { apiPerMinute } } : {}),
  });
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it("does not count the app's pages and files against the per-IP API limit", async () => {
    const server = await serve({ withLanding: true, apiPerMinute: 3 });
    const get = (url: string) => server.inject({ method: 'GET', url, remoteAddress: '10.7.0.1' });
    // Ten cold loads' worth of documents and scripts from one address.
    for (let i = 0; i < 10; i += 1) {
      for (const url of ['/', '/home', '/profile', '/assets/app-Ab12.js']) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
    }
    // The API still has its limit, and the same address still reaches it.
    const api = [];
    for (let i = 0; i < 4; i += 1) api.push((await get('/api/no-such-route')).statusCode);
    expect(api).toEqual([404, 404, 404, 429]);
  });

  it('answers / with the landing document and other pages with the app', async () => {
    const server = await serve({ withLanding: true });
    const landing = await server.inject({ method: 'GET', url: '/?utm=mail' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toBe(LANDING);
    expect(landing.headers['content-type']).toMatch(/text\/html/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['x-content-type-options']).toBe('nosniff');
    // Its inline redirect script, and only that, is allowed by hash; the rest of the policy stays.
    const landingCsp = String(landing.headers['content-security-policy']);
    expect(landingCsp).toContain(`script-src 'self' ${REDIRECT_HASH};`);
    expect(landingCsp).toContain("script-src-attr 'none'");
    expect(landingCsp).not.toMatch(/unsafe-inline'[^;]*;[^;]*script-src|script-src [^;]*unsafe/);
    // The service worker precaches the document under its own name: same answer there.
    const direct = await server.inject({ method: 'GET', url: '/landing.html' });
    expect(direct.body).toBe(LANDING);
    expect(direct.headers['content-security-policy']).toBe(landingCsp);

    for (const url of ['/home', '/login', '/register', '/no-such-page']) {
      const page = await server.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(APP);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).not.toContain('sha256');
    }
    const api = await server.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends hashed assets precompressed and cacheable for a year', async () => {
    const server = await serve({ withLanding: true });
    const br = await server.inject({
      method: 'GET',
      url: '/assets/app-Ab12.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    // A browser without brotli (and no .gz copy) gets the plain file.
    const plain = await server.inject({
      method: 'GET',
      url: '/assets/app-Ab12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers / with the app when the build has no landing document', async () => {
    const server = await serve({ withLanding: false });
    const res = await server.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP);
  });
});
