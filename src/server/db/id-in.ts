import { type AnyColumn, type Placeholder, sql, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: the ids travel as one array parameter, where `inArray` sends one
 * parameter each. For the hundreds of ids of a deck that saves parse and bind time on every
 * call (bench/README.md "Deck"). A placeholder (of a query built once) is filled with the array.
 */
export function idIn(column: AnyColumn | SQL, ids: readonly string[] | Placeholder): SQL {
  const list = Array.isArray(ids) ? sql.param(ids) : ids;
  return sql`${column} = any(${list}::uuid[])`;
}
