import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { systemClock } from './clock';
import { openDatabase, type Database } from './db/client';
import { InProcessBus } from './domain/bus';
import { RedisBus } from './domain/redis-bus';
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
