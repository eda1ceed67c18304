import { type AnyColumn, sql, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: the ids travel as one array parameter, where `inArray` sends one
 * parameter each. For the hundreds of ids of a deck that saves parse and bind time on every
 * call (bench/README.md "Deck").
 */
export function idIn(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::uuid[])`;
}
