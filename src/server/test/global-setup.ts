import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../db/client';

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it.
 * PGlite: a dumped data dir (creating and migrating a PGlite takes seconds, loading a dump less).
 * PostgreSQL (TEST_DATABASE_URL): a template database that each file clones.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petmatch-test-'));
  process.env.PETMATCH_TEST_DIR = dir;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `petmatch_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = withDatabase(adminUrl, template);
    const pool = new pg.Pool({ connectionString: templateUrl });
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
    process.env.PETMATCH_TEST_TEMPLATE = template;
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.PETMATCH_TEST_DUMP = dumpPath;
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
