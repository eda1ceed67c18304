import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/**
 * docs/deploy.md "Migrations": while a new release rolls out, the instances of the release before
 * still run against the migrated database, so a migration only adds. A step that takes away or
 * reshapes what that code may use (a table, a column, a function the app calls) fails their
 * requests until they are replaced. The ones made so far, and what they broke; docs/deploy.md
 * lists the same for operators.
 */
const BREAKING: Record<string, string> = {
  '0018_care_version': 'care writes (petmatch_care and its batch answer the row version)',
  // Its only caller, the care batch, was replaced in the same step with the same items and answer.
  '0023_care_items_typed': 'nothing: petmatch_jsonb_texts had no caller left',
  '0032_message_idempotency': 'message sends (petmatch_send_message and its batch take a key)',
  '0034_care_idempotency': 'care writes (the batch answers an outcome instead of saved)',
};

/** Statements that take something away: drops, renames, a column's new type. */
const TAKES_AWAY = [
  /\bdrop\s+(function|table|column|view|type|schema)\b/i,
  /\brename\b/i,
  /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i,
];

function withoutComments(sql: string): string {
  return sql.replace(/--.*$/gm, '');
}

describe('migrations', () => {
  const names = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.replace(/\.sql$/, ''));

  it('only add, but for the breaking steps listed (and in docs/deploy.md)', () => {
    expect(names.length).toBeGreaterThan(30);
    const takingAway = names.filter((name) => {
      const sql = withoutComments(readFileSync(join(migrationsFolder, `${name}.sql`), 'utf8'));
      return TAKES_AWAY.some((pattern) => pattern.test(sql));
    });
    // A new one here: make it additive instead (a new shape of a function is a new function; the
    // old one is dropped a release later), or list it above and in docs/deploy.md.
    expect(takingAway).toEqual(Object.keys(BREAKING));
  });

  it('the list names only migrations that exist', () => {
    for (const name of Object.keys(BREAKING)) expect(names).toContain(name);
  });
});
