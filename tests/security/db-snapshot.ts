/**
 * A whole-database snapshot (row count and md5 of every table) and its diff, so the security
 * suites can prove a refused request changed nothing, and a search of every table for a value.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** Every table of the app (sessions included: a refused request must not sign anyone in). */
export async function appTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return (result.rows as { name: string }[]).map((r) => r.name);
}

export type Snapshot = Record<string, string>;

/** Row count and an md5 over every row of every table, in one round trip. */
export async function snapshot(database: Database, tables?: string[]): Promise<Snapshot> {
  const names = tables ?? (await appTables(database));
  const query = names
    .map(
      (name) =>
        `select '${name}' as t, count(*)::int as n, ` +
        `coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as h from "${name}" x`,
    )
    .join(' union all ');
  const result = await database.db.execute(sql.raw(query));
  return Object.fromEntries(
    (result.rows as { t: string; n: number; h: string }[]).map((r) => [r.t, `${r.n} rows ${r.h}`]),
  );
}

/** Tables whose content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

/** Tables in which some row's text contains `needle` (an injected id, a planted date...). */
export async function tablesContaining(database: Database, needle: string): Promise<string[]> {
  const names = await appTables(database);
  const parts = names.map(
    (name) =>
      sql`select ${sql.raw(`'${name}'`)} as t from ${sql.identifier(name)} x where x::text like ${`%${needle}%`}`,
  );
  const result = await database.db.execute(
    sql`select distinct t from (${sql.join(parts, sql` union all `)}) found`,
  );
  return (result.rows as { t: string }[]).map((r) => r.t);
}
