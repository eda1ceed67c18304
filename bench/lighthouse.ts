/**
 * Lighthouse, mobile preset (Moto G-class device, simulated slow 4G and 4x CPU throttling), on the
 * landing page `/` and on `/home` signed in, with Debian's Chromium against the real server:
 * the built client (dist/client, built if missing), a temporary PGlite with the demo data.
 *
 * `npm run bench:lighthouse` (options: --build to rebuild the client first, --client <dir> to
 * audit another build). Prints the scores and writes bench/results/lighthouse-<time>.json;
 * `lighthouseScores()` returns them for bench/run.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../src/server/db/seed/demo-users';
import { DEMO_PEOPLE } from '../src/server/db/seed/demo-users-data';
import { STORAGE_KEYS } from '../src/shared/constants';
import { freePort, stopServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  url: string;
  /** 0-100 per category. */
  scores: Record<Category, number>;
  /** The audits that cost points: id, title and score (0-1), worst first. */
  failing: { id: string; title: string; score: number; displayValue?: string }[];
  metrics: Record<string, number | undefined>;
}

export async function lighthouseScores(
  log: (line: string) => void = console.log,
  opts: { clientDir?: string; build?: boolean; chromePath?: string } = {},
): Promise<{ landing: PageAudit; home: PageAudit }> {
  const clientDir = path.resolve(opts.clientDir ?? path.join(root, 'dist/client'));
  if (opts.build || !existsSync(path.join(clientDir, 'landing.html'))) {
    log(`building the client into ${clientDir}`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', clientDir, '--emptyOutDir'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  const work = mkdtempSync(path.join(os.tmpdir(), 'petmatch-lighthouse-'));
  const server = await startServer(clientDir, path.join(work, 'data'));
  const chrome = await startChrome(
    opts.chromePath ?? '/usr/bin/chromium',
    path.join(work, 'chrome'),
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    log('auditing / (signed out)');
    const landing = await audit(`${base}/`, chrome.port, false, log);

    const person = DEMO_PEOPLE[0]!;
    const email = `demo.${person.name.toLowerCase().replace(/[^a-z]+/g, '')}.1@${DEMO_EMAIL_DOMAIN}`;
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
    const session = (await res.json()) as { token: string; user: unknown };
    // The app keeps its session in localStorage; Lighthouse must keep it (disableStorageReset),
    // so the service worker the landing installed, its caches and the HTTP cache are emptied by
    // hand to audit a cold load all the same.
    await cdpOnNewPage(chrome.browserWs, `${base}/api/health`, [
      {
        method: 'Storage.clearDataForOrigin',
        params: { origin: base, storageTypes: 'service_workers,cache_storage' },
      },
      {
        method: 'Runtime.evaluate',
        params: {
          expression: `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(session.token)});
            localStorage.setItem(${JSON.stringify(STORAGE_KEYS.user)}, ${JSON.stringify(JSON.stringify(session.user))});`,
        },
      },
      { method: 'Network.clearBrowserCache' },
    ]);
    log(`auditing /home (signed in as ${email})`);
    const home = await audit(`${base}/home`, chrome.port, true, log);

    for (const page of [landing, home]) {
      log(
        `${new URL(page.url).pathname.padEnd(6)} ${CATEGORIES.map((c) => `${c} ${page.scores[c]}`).join(', ')}`,
      );
      for (const f of page.failing.slice(0, 8)) {
        log(
          `         ${f.score.toFixed(2)} ${f.id}${f.displayValue ? ` (${f.displayValue})` : ''}`,
        );
      }
    }
    const results = { landing, home, at: new Date().toISOString(), load: os.loadavg() };
    const dir = path.join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lighthouse-${results.at.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`written to ${path.relative(root, file)}`);
    return { landing, home };
  } finally {
    await stopServer(chrome.child);
    await stopServer(server.child);
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Set LIGHTHOUSE_REPORTS=<dir> to keep each page's full Lighthouse report (JSON) there, and the
 * trace it was scored from (`<page>.trace.json`, opens in DevTools' Performance panel): the
 * blocking time is simulated from that trace's tasks (each 4 times as long).
 */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

/** A trace that failed to record (NO_NAVSTART, seen on a fresh Chromium's first load) says nothing of the page: run again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);

async function audit(
  url: string,
  port: number,
  keepStorage: boolean,
  log: (line: string) => void,
): Promise<PageAudit> {
  const run = async () => {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  };
  let { lhr, trace } = await run();
  if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
    log(`${url}: ${lhr.runtimeError.code}, auditing again`);
    ({ lhr, trace } = await run());
  }
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '') || 'landing';
    writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr));
    writeFileSync(path.join(reportsDir, `${name}.trace.json`), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const weighted = new Set(
    CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0) ?? []).map(
      (r) => r.id,
    ),
  );
  const failing = Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, score: a.score!, displayValue: a.displayValue }))
    .sort((a, b) => a.score - b.score);
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  return {
    url,
    scores,
    failing,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      // Lighthouse's own CPU score of this machine: the same page scores lower on a slower
      // host, so results from different machines are compared with it beside them.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
  };
}

async function startServer(clientDist: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      CLIENT_DIST: clientDist,
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, port };
    if (Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Headless Chromium with a DevTools port of its own (read from its "listening" line). */
async function startChrome(chromePath: string, profileDir: string) {
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const browserWs = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  child.stderr!.resume();
  return { child, browserWs, port: Number(new URL(browserWs).port) };
}

/** Opens a tab at `url`, sends DevTools commands to it in order, and closes it. */
async function cdpOnNewPage(
  browserWs: string,
  url: string,
  commands: { method: string; params?: object }[],
) {
  const ws = new WebSocket(browserWs);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const pending = new Map<number, (msg: { result?: unknown; error?: unknown }) => void>();
  ws.on('message', (data: Buffer) => {
    const msg = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      id += 1;
      pending.set(id, (msg) =>
        msg.error
          ? reject(new Error(`${method}: ${JSON.stringify(msg.error)}`))
          : resolve(msg.result as Record<string, unknown>),
      );
      ws.send(JSON.stringify({ id, method, params, sessionId }));
    });
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const session = sessionId as string;
    await send('Page.enable', {}, session);
    await send('Page.navigate', { url }, session);
    // Wait for the document to be there before touching its storage.
    for (let i = 0; i < 100; i += 1) {
      const { result } = (await send(
        'Runtime.evaluate',
        { expression: 'location.href + " " + document.readyState', returnByValue: true },
        session,
      )) as { result: { value?: string } };
      if (result.value === `${url} complete`) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const c of commands) await send(c.method, c.params ?? {}, session);
    await send('Target.closeTarget', { targetId });
  } finally {
    ws.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const client = args.indexOf('--client');
  await lighthouseScores(console.log, {
    build: args.includes('--build'),
    clientDir: client >= 0 ? args[client + 1] : undefined,
  });
}
