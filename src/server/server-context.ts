import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { systemClock } from './clock';
import { openDatabase, type Database } from './db/client';
import { type EventBus, InProcessBus } from './domain/bus';
import type { AppContext } from './domain/context';
import { storageFor } from './domain/storage';

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
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    onIdleConnectionError: (err) =>
      log.warn({ err: { message: err.message } }, 'database connection lost while idle'),
  });
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    bus: await eventBusFor(config),
    config,
    log,
    storage: await storageFor(config),
  };
  return { ctx, database, isNewEmbeddedDb };
}

/** Several instances share events through Redis; one instance needs nothing more (nor ioredis). */
async function eventBusFor(config: Config): Promise<EventBus> {
  if (!config.redisUrl) return new InProcessBus();
  const { RedisBus } = await import('./domain/redis-bus');
  return RedisBus.connect(config.redisUrl, {
    channel: `${config.redisPrefix}events`,
    log: pino({ level: config.logLevel }),
  });
}
