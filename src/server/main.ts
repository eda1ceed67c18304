import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startServerContext } from './server-context';

/**
 * V8 lets the old generation grow to up to 4 times what its last full collection left before
 * it collects again: ~60 MB live became 270-325 MB of resident memory after the bench's load
 * runs. At 1.5 times, 213-218 MB, for ~0.2 % more of the main thread in garbage collection
 * (bench/README.md "Memory after load"). No hard limit: a larger live set still grows the heap.
 * `node --heap-growing-percent=N` on the command line decides instead.
 */
const HEAP_GROWING_PERCENT = 50;

async function main() {
  // (V8 reads its flags with dashes or underscores.)
  if (!process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg))) {
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  }
  const config = loadConfig();
  const { ctx, database, isNewEmbeddedDb } = await startServerContext(config);
  if (config.seedDemo ?? isNewEmbeddedDb) {
    // The demo data's modules load only when seeding (a new database, or SEED_DEMO=1).
    const { runSeeders } = await import('./db/seed');
    await runSeeders(ctx);
  }

  const app = await buildApp({
    config,
    database,
    bus: ctx.bus,
    storage: ctx.storage,
    limits: {
      loginPerIp: config.authLimitPerIp,
      registerPerIp: config.authLimitPerIp,
      apiPerMinute: config.apiLimitPerMinute,
    },
  });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close(); // finishes in-flight requests first
    await ctx.bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

const isEntry =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
