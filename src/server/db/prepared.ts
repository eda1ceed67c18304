import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Named statements one connection keeps at most; later new texts run unnamed. */
const MAX_STATEMENTS_PER_CONNECTION = 500;

/**
 * Makes every parameterised query on this connection a named prepared statement, named after a
 * hash of its text, as postgres.js and pgx do by default. PostgreSQL then parses it once per
 * connection and, once its plan is stable, plans it once too: for the app's short statements
 * (a session lookup, a swipe's row lock) parsing and planning cost more than running them
 * (bench/README.md, "What was changed"). node-postgres skips the Parse step for a name this
 * connection already prepared. Queries without parameters (BEGIN, COMMIT, DDL) are left alone.
 */
export function prepareStatementsOn(
  client: pg.PoolClient,
  maxStatements = MAX_STATEMENTS_PER_CONNECTION,
): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    // query(text, values), query({ text }, values) as drizzle calls it, or query({ text, values }).
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : first;
    if (isUnnamedWithValues(config, second)) {
      const name = statementName(config.text);
      if (prepared.has(name) || prepared.size < maxStatements) {
        prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return query(...args);
  };
}

function isUnnamedWithValues(
  config: unknown,
  values: unknown,
): config is { text: string; name?: string } {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as { text?: unknown; values?: unknown; name?: unknown; submit?: unknown };
  const params = Array.isArray(values) ? values : c.values;
  // A Query or Cursor object (has submit) is passed through as it is.
  return (
    typeof c.text === 'string' &&
    Array.isArray(params) &&
    params.length > 0 &&
    !c.name &&
    typeof c.submit !== 'function'
  );
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `pm_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}
