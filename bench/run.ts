/**
 * `npm run bench [-- --quick] [-- --users N] [-- --only a,b] [-- --proxy token|round-robin]`: the
 * performance figures of issue 11. Generates a population in a fresh PostgreSQL database, starts
 * the real server in a child process (server-process.ts; with `--proxy`, two behind nginx,
 * proxy.ts), loads it with autocannon (cannon.ts) and a ws client, and writes
 * bench/results/<stamp>.json.
 * Summaries are copied into bench/README.md by hand. Figures depend on the machine's load.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { bundleSizes } from './bundle';
import { loadRunner } from './cannon';
import { coldStart } from './cold-start';
import { lighthouseScores } from './lighthouse';
import { cacheLatencyNs, memoryLatencyNs, syscallNs } from './machine-probe';
import { deckHistoryCost } from './history';
import { threadCost } from './thread';
import { explainAll, deckCost } from './explain';
import { benchDatabaseFromTemplate, checkpoint, createBenchDatabase } from './generate';
import { generatePopulation, type Population } from './population';
import type { Figure } from './figure';
import { careRuns, conversationRuns, deckRuns, type LoadContext, swipeRuns } from './load-runs';
import { type Balance, deckLoadsServed, type Proxy, startProxy } from './proxy';
import { createSessions, rssMb, startServer, stopServer, waitFor } from './server-process';
import { wsDelivery } from './ws-delivery';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const argValue = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const USERS = Number(argValue('--users') ?? (quick ? 2_000 : 100_000));
const DURATION = quick ? 3 : 10;
const only = argValue('--only')?.split(',');
const want = (name: string) => !only || only.includes(name);
const proxyBalance = argValue('--proxy') as Balance | undefined;
if (proxyBalance && proxyBalance !== 'token' && proxyBalance !== 'round-robin') {
  throw new Error('--proxy takes token or round-robin');
}
const log = (line: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const results: {
  date: string;
  mode: string;
  machine: Record<string, unknown>;
  population?: Omit<Population, 'userIds' | 'activePetIds' | 'matchPairs'>;
  figures: Figure[];
  explain?: unknown;
  deckGrowth?: unknown;
  deckHistory?: unknown;
  thread?: unknown;
  bundle?: unknown;
  lighthouse?: unknown;
  coldStart?: unknown;
  memory?: unknown;
  /** The CHECKPOINT before the figures, in ms (null: the role may not). */
  checkpointMs?: number | null;
  /** With --proxy: how each instance served its deck loads (deck_loads_total). */
  proxy?: { balance: Balance; deckLoadsServed: Record<string, number>[] };
} = {
  date: new Date().toISOString(),
  mode: quick ? 'quick' : proxyBalance ? `proxy-${proxyBalance}` : 'full',
  machine: {
    nproc: cpus().length,
    memoryGb: Math.round(totalmem() / 1e9),
    ...cpuIdentity(),
    node: process.version,
    loadavgAtStart: loadavg(),
    memoryLatencyNs: memoryLatencyNs(),
    l1LatencyNs: cacheLatencyNs(),
    syscallNs: syscallNs(),
  },
  figures: [],
};

/**
 * The CPU as /proc/cpuinfo names it. Virtual machines often hide the model name ("Intel(R)
 * Xeon(R) Processor"), and the family and model numbers tell such machines apart.
 */
function cpuIdentity(): { cpu?: string; cpuFamily?: string; cpuModel?: string } {
  const info = readFileSync('/proc/cpuinfo', 'utf8');
  const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm').exec(info)?.[1];
  return { cpu: field('model name'), cpuFamily: field('cpu family'), cpuModel: field('model') };
}

/** The server processes whose CPU time the figures count (set once the server is up). */
let serverPids: number[] = [];
const cannon = loadRunner({
  durationSeconds: DURATION,
  serverPids: () => serverPids,
  log,
  record: (figure) => results.figures.push(figure),
});

async function main() {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const stamp = results.date.replace(/[:.]/g, '-');
  const save = () =>
    writeFileSync(
      path.join(root, `bench/results/${results.mode}-${stamp}.json`),
      JSON.stringify(results, null, 2),
    );

  if (want('bundle')) {
    results.bundle = await bundleSizes(root, log);
    save();
  }

  if (want('lighthouse')) {
    // Before the load runs, on a fresh client build (Lighthouse scores move with machine load).
    results.lighthouse = { ...(await lighthouseScores(log, { build: true })), loadavg: loadavg() };
    save();
  }

  if (want('growth')) {
    const sizes = quick ? [500, 2_000] : [1_000, 10_000];
    const growth: unknown[] = [];
    for (const n of sizes) {
      const b = await createBenchDatabase(`_g${n}`);
      try {
        const pop = await generatePopulation(b.database.db, n);
        growth.push({
          users: n,
          ...(await deckCost(b.url, pop, quick ? 30 : 100)),
          loadavg: loadavg(),
        });
        log(`deck growth at ${n}: ${JSON.stringify(growth.at(-1))}`);
      } finally {
        await b.drop();
      }
    }
    results.deckGrowth = growth;
    save();
  }

  const template = argValue('--template');
  let bench: Awaited<ReturnType<typeof createBenchDatabase>>;
  let pop: Population;
  if (template) {
    ({ bench, pop } = await benchDatabaseFromTemplate(template, USERS, (l) => log(l)));
  } else {
    log(`generating ${USERS} users in PostgreSQL`);
    bench = await createBenchDatabase();
    pop = await generatePopulation(bench.database.db, USERS, { log: (l) => log(`generate ${l}`) });
  }
  let server: ChildProcess | undefined;
  let second: ChildProcess | undefined;
  let proxy: Proxy | undefined;
  try {
    const { userIds: _u, activePetIds: _p, matchPairs: _m, ...popSummary } = pop;
    results.population = popSummary;
    log(`generated ${pop.rowsInserted} rows in ${pop.seconds.toFixed(1)} s`);
    save();

    if (want('growth')) {
      (results.deckGrowth as unknown[]).push({
        users: USERS,
        ...(await deckCost(bench.url, pop, quick ? 30 : 100)),
        loadavg: loadavg(),
      });
    }
    if (want('explain')) {
      results.explain = await explainAll(bench.url, pop);
      save();
    }

    // Sessions: deck users spread over the population, swipe/care users, socket pairs, heavy.
    const step = Math.max(1, Math.floor(pop.userIds.length / 2000));
    const deckUsers = pop.userIds.filter((_, i) => i % step === 0).slice(0, 2000);
    const wsPairs = pop.matchPairs.slice(0, 500);
    const sessionUsers = [...new Set([...deckUsers, ...wsPairs.flat(), pop.heavyUserId])];
    const tokens = await createSessions(bench.database.db, sessionUsers);
    log(`${tokens.size} sessions`);
    const flushed = await checkpoint();
    results.checkpointMs = flushed;
    log(
      flushed === null
        ? 'no checkpoint (the role may not)'
        : `checkpoint in ${flushed.toFixed(0)} ms`,
    );

    // Behind the proxy, the two instances share Redis (under this run's own key prefix).
    const env: Record<string, string> = proxyBalance
      ? { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `petmatch-bench-${stamp}:` }
      : {};
    const startInstance = async () => {
      const instance = await startServer({ DATABASE_URL: bench.url, ...env });
      await waitFor(`http://127.0.0.1:${instance.port}/api/health`);
      return instance;
    };
    const started = await startInstance();
    server = started.child;
    serverPids = [server.pid!];
    const instancePorts = [started.port];
    let { port } = started;
    if (proxyBalance) {
      const other = await startInstance();
      second = other.child;
      proxy = await startProxy([started.port, other.port], proxyBalance);
      serverPids.push(second.pid!, ...proxy.pids);
      instancePorts.push(other.port);
      port = proxy.port;
    }
    const base = `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 2000));
    const memory: Record<string, number> = { idleMb: rssMb(server.pid!) };
    log(`server RSS at idle: ${memory.idleMb!.toFixed(0)} MB`);

    const health = await cannon('GET /api/health (baseline)', base, () => ({
      method: 'GET',
      path: '/api/health',
      headers: {},
    }));
    const ratio = (f: Figure) => {
      f.ratioToHealth = (f.rps ?? 0) / (health.rps || 1);
      f.p99RatioToHealth = (f.p99 ?? 0) / (health.p99 || 1);
    };

    const load: LoadContext = {
      cannon,
      base,
      tokens,
      deckUsers,
      pop,
      quick,
      ratio,
      swiped: new Set<string>(),
    };
    if (want('deck')) await deckRuns(load);
    if (want('swipe')) await swipeRuns(load);
    if (want('care')) await careRuns(load);
    if (want('conversations')) await conversationRuns(load);

    if (want('ws')) {
      results.figures.push(
        ...(await wsDelivery({
          port,
          pairs: wsPairs,
          tokens,
          serverPids,
          log,
          saturatedMessages: quick ? 300 : 3_000,
          pacedRate: 200,
          pacedSeconds: quick ? 3 : 10,
        })),
      );
    }

    if (proxyBalance) {
      const served = await Promise.all(instancePorts.map(deckLoadsServed));
      results.proxy = { balance: proxyBalance, deckLoadsServed: served };
      log(`deck loads served, by instance: ${JSON.stringify(served)}`);
    }
    memory.afterLoadMb = rssMb(server.pid!);
    log(`server RSS after load: ${memory.afterLoadMb.toFixed(0)} MB`);
    results.memory = memory;
    save();

    if (want('history')) {
      // Last: it adds thousands of swipes and care actions around three viewers.
      results.deckHistory = await deckHistoryCost(bench.url, pop, quick ? 5 : 15, log);
      save();
    }
    if (want('thread')) {
      // After the HTTP runs too: it adds a long thread to one pair.
      results.thread = await threadCost(
        bench.url,
        pop,
        quick ? 5_000 : 50_000,
        quick ? 10 : 30,
        log,
      );
      save();
    }
  } finally {
    await proxy?.stop();
    for (const child of [server, second]) if (child) await stopServer(child);
    if (!args.includes('--keep')) await bench.drop();
    else log(`kept database ${bench.url}`);
  }

  if (want('cold')) {
    results.coldStart = await coldStart(quick ? 1_000 : 10_000, log);
    save();
  }
  results.machine.loadavgAtEnd = loadavg();
  save();
  log(`results: bench/results/${results.mode}-${stamp}.json`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
