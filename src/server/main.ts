import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startServerContext } from './server-context';

async function main() {
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
