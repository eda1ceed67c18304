/**
 * The benchmarks' PostgreSQL databases: each run's own (createBenchDatabase), copied from a kept
 * template (benchDatabaseFromTemplate), and the generator on its own:
 * `npx tsx bench/generate.ts --users 100000 [--pglite DIR]` (PostgreSQL at BENCH_DATABASE_URL,
 * default the local Unix socket or 127.0.0.1:5432 (ADMIN_URL), in a new database
 * petmatch_bench_<pid>). The population itself is population/index.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { generatePopulation, type Population } from './population';

/**
 * PostgreSQL on this host is reached through its Unix socket when there is one: the server
 * and PostgreSQL share the machine, and a socket round trip costs less CPU than loopback TCP
 * (deck loads +20 %, bench/README.md). BENCH_DATABASE_URL overrides.
 */
const UNIX_SOCKET_DIR = '/var/run/postgresql';
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(`${UNIX_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${UNIX_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

/**
 * Creates petmatch_bench_<pid>[_suffix] (empty, or a copy of the database `template`) and
 * migrates it with the app's migrations.
 */
export async function createBenchDatabase(
  suffix = '',
  options: { template?: string; name?: string } = {},
): Promise<{ database: Database; url: string; name: string; drop: () => Promise<void> }> {
  const name = options.name ?? `petmatch_bench_${process.pid}${suffix}`;
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(
      options.template
        ? `create database ${name} template ${options.template}${await fileCopy(admin)}`
        : `create database ${name}`,
    );
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    name,
    drop: async () => {
      await database.close().catch(() => {});
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Runs `work` on a connection to the server's admin database, closed after it either way. */
async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * PostgreSQL 15 copies a template through the write-ahead log by default: the whole database,
 * 759 MB of WAL for the 100k-user template, which set off a checkpoint that was still writing 30 s
 * into the load runs. FILE_COPY copies the files between two checkpoints and writes almost no WAL.
 */
async function fileCopy(admin: pg.Client): Promise<string> {
  const { rows } = await admin.query<{ v: string }>(
    `select current_setting('server_version_num') as v`,
  );
  return Number(rows[0]!.v) >= 150000 ? ' strategy file_copy' : '';
}

/**
 * Writes out every page changed so far (the generated rows, the sessions) before the figures, so
 * that the checkpoint those writes call for does not run during them. Answers its time in ms, or
 * null when the role may not (CHECKPOINT needs a superuser or pg_checkpoint).
 */
export async function checkpoint(): Promise<number | null> {
  return withAdmin(async (admin) => {
    const started = performance.now();
    try {
      await admin.query('checkpoint');
    } catch (error) {
      if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return null;
      throw error;
    }
    return performance.now() - started;
  });
}

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * A generated population kept as the PostgreSQL database `template` (its ids in
 * bench/results/<template>.json) and copied for each run: PostgreSQL copies the files in
 * seconds where generating 100k users takes a minute or more, and every run still starts from
 * the same untouched data. Generated on first use, again when the user count differs.
 */
export async function benchDatabaseFromTemplate(
  template: string,
  users: number,
  log: (line: string) => void,
): Promise<{ bench: Awaited<ReturnType<typeof createBenchDatabase>>; pop: Population }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`--template ${template}: a-z, 0-9, _`);
  const saved = path.join(import.meta.dirname, 'results', `${template}.json`);
  const exists = await withAdmin(
    async (admin) =>
      (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount ===
      1,
  );
  let pop: Population | undefined =
    exists && existsSync(saved)
      ? (JSON.parse(readFileSync(saved, 'utf8')) as Population)
      : undefined;
  if (pop?.size.users !== users) {
    log(`generating ${users} users into template database ${template}`);
    const made = await createBenchDatabase('', { name: template });
    pop = await generatePopulation(made.database.db, users, { log });
    await made.database.close();
    mkdirSync(path.dirname(saved), { recursive: true });
    writeFileSync(saved, JSON.stringify(pop));
  } else {
    log(`copying template database ${template} (${users} users)`);
  }
  return { bench: await createBenchDatabase('', { template }), pop };
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const users = Number(arg('--users') ?? 10_000);
  const pgliteDir = arg('--pglite');
  const log = (l: string) => console.log(`[generate] ${l}`);
  if (pgliteDir) {
    const database = await openDatabase({ pgliteDir });
    const pop = await generatePopulation(database.db, users, { log });
    await database.close();
    console.log(`PGlite ${pgliteDir}: ${pop.rowsInserted} rows in ${pop.seconds.toFixed(1)} s`);
    return;
  }
  const bench = await createBenchDatabase();
  const pop = await generatePopulation(bench.database.db, users, { log });
  await bench.database.close();
  console.log(`${bench.url}: ${pop.rowsInserted} rows in ${pop.seconds.toFixed(1)} s (kept)`);
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
