import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { systemClock } from './clock';
import { openDatabase, type Database } from './db/client';
import { InProcessBus } from './domain/bus';
import { RedisBus } from './domain/redis-bus';
import type { AppContext } from './domain/context';
import { storageFor } from './domain/storage';
import { runSeeders } from './db/seed';

/** Opens the configured database (migrating it) and tells whether it was just created. */
export async function startServerContext(config: Config): Promise<{
  ctx: AppContext;
  database: Database;
  isNewEmbeddedDb: boolean;
}> {
  let isNewEmbeddedDb = false;
  let pgliteDir: string | undefined;
  if (!config.databaseUrl) {
    pgliteDir = path.join(config.dataDir, 'pglite');
    isNewEmbeddedDb = !existsSync(pgliteDir);
    mkdirSync(config.dataDir, { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    // Several instances share events through Redis; one instance needs nothing more.
    bus: config.redisUrl
      ? await RedisBus.connect(config.redisUrl, {
          channel: `${config.redisPrefix}events`,
          log: pino({ level: config.logLevel }),
        })
      : new InProcessBus(),
    config,
    log: pino({ level: config.logLevel }),
    storage: await storageFor(config),
  };
  return { ctx, database, isNewEmbeddedDb };
}

async function main() {
  const config = loadConfig();
  const { ctx, database, isNewEmbeddedDb } = await startServerContext(config);
  if (config.seedDemo ?? isNewEmbeddedDb) await runSeeders(ctx);

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
