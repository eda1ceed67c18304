import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { prepareStatementsOn } from './prepared';
import * as schema from './schema';

/** Beside this module: src/server/db/migrations, or dist/server/migrations in the build. */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/**
 * Whether drizzle's migrator has anything to apply. It applies every journal entry newer than the
 * newest row of drizzle.__drizzle_migrations; when none is, skipping it saves its schema and
 * table checks, the hashing of every SQL file and an empty transaction at each start. A database
 * it never ran on (no table) counts as out of date.
 */
export async function hasPendingMigrations(
  latestAppliedMillis: () => Promise<unknown>,
  folder = migrationsFolder,
): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(0, ...journal.entries.map((e) => e.when));
  const applied = await latestAppliedMillis().catch(() => null);
  return applied === null || applied === undefined || Number(applied) < newest;
}

const LATEST_APPLIED_SQL = 'select max(created_at) as latest from drizzle.__drizzle_migrations';

/**
 * Both drivers expose the same query builder; the node-postgres type is used for both so
 * services are written once (see docs/decisions/001-database.md).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; undefined keeps the database in memory. */
  pgliteDir?: string;
  /** A tarball made by PGlite's dumpDataDir, to start from an already migrated copy. */
  pgliteLoadDataDir?: Blob | File;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, admin). */
  onIdleConnectionError?: (err: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  // Each driver is loaded only when used: PGlite costs ~45 MB of RSS a PostgreSQL server never
  // uses (bench/HISTORY.md "Idle RSS"), pg and its drizzle driver ~0.1 s of an embedded start.
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    pool.on('connect', (client) => prepareStatementsOn(client));
    // A connection PostgreSQL closes while idle in the pool is replaced on the next query; with
    // no listener its 'error' event would end the process.
    pool.on('error', (err) => options.onIdleConnectionError?.(err));
    const db = drizzlePg(pool, { schema });
    const pending = await hasPendingMigrations(async () => {
      const result = await pool.query<{ latest: string | null }>(LATEST_APPLIED_SQL);
      return result.rows[0]?.latest;
    });
    if (pending) {
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      await migratePg(db, { migrationsFolder });
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteLoadDataDir,
    // PGlite's default 128 MB buffer pool is set up in WebAssembly memory at every start: 32 MB
    // starts ~0.1 s of CPU sooner and keeps ~100 MB less RSS; pages past it come from the OS
    // cache (issue 11, cold start).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzlePglite(client, { schema });
  const pending = await hasPendingMigrations(async () => {
    const result = await client.query<{ latest: string | null }>(LATEST_APPLIED_SQL);
    return result.rows[0]?.latest;
  });
  if (pending) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db, { migrationsFolder });
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
