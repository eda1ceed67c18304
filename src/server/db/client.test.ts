import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPendingMigrations, migrationsFolder, openDatabase } from './client';

const latestOf = (db: Awaited<ReturnType<typeof openDatabase>>['db']) => async () => {
  const result = await db.execute<{ latest: string | null }>(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.latest;
};

describe('migrations at start-up', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petmatch-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a database the migrator never ran on as out of date', async () => {
    expect(await hasPendingMigrations(async () => undefined)).toBe(true);
    expect(
      await hasPendingMigrations(() => Promise.reject(new Error('relation does not exist'))),
    ).toBe(true);
  });

  it('skips the migrator on an up-to-date database, not when the journal has a newer entry', async () => {
    const database = await openDatabase({});
    try {
      expect(await hasPendingMigrations(latestOf(database.db))).toBe(false);

      // A migration added after this database was migrated: newer in the journal.
      const folder = path.join(dir, 'migrations');
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: { idx: number; when: number; tag: string }[];
      };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_later' });
      writeFileSync(journalPath, JSON.stringify(journal));
      writeFileSync(path.join(folder, '9999_later.sql'), 'CREATE TABLE later_table (id int);');
      expect(await hasPendingMigrations(latestOf(database.db), folder)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections lost while idle', () => {
  it('are replaced on the next query instead of ending the process', async () => {
    const { createTestApp } = await import('../test/helpers');
    const t = await createTestApp();
    try {
      const db = t.database.db;
      // Two pooled connections, both idle afterwards.
      await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select 1`)]);
      // PostgreSQL closes every other connection of this database (as a restart would).
      await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await Promise.all([db.execute(sql`select 1 as one`), db.execute(sql`select 2`)]);
      expect(rows[0].rows[0]).toMatchObject({ one: 1 });
    } finally {
      await t.close();
    }
  });
});
