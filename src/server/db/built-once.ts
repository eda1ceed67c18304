import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Something built once per database: a query then run with `sql.placeholder` values, or a batch
 * writer (group-commit.ts). drizzle turns a select into SQL text on every call, which costs more
 * than the round trip for the hot ones (~100 µs for a 25-column select, ~5 µs once prepared:
 * bench/HISTORY.md, "Play styles cached and hot selects built once").
 * Such a query runs on the database itself, never inside a transaction.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A plain SQL statement prepared as the query builder's `.prepare(name)` is: turned into text
 * once and run with `sql.placeholder` values, for a statement the builder cannot express. Rows
 * come back as the driver gives them (times as text, numbers of bigint columns as text).
 */
export function preparedSql<Row>(
  db: Db,
  name: string,
  query: SQL,
): { execute(values: Record<string, unknown>): Promise<Row[]> } {
  const prepared = db._.session.prepareQuery(
    new PgDialect().sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return {
    async execute(values) {
      const result = (await prepared.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
