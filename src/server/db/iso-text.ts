import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as the text JavaScript's `Date.prototype.toISOString()` gives for it (UTC,
 * milliseconds cut, not rounded, and "Z"), written by PostgreSQL: for a list of hundreds of rows
 * it spares the server parsing each time into a Date only to print it again.
 */
export function isoText(timestamp: SQL): SQL<string> {
  return sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
