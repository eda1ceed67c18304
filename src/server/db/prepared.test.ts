import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatementsOn } from './prepared';

describe.skipIf(!process.env.TEST_DATABASE_URL)('queries as named prepared statements', () => {
  let client: pg.PoolClient;
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    pool.on('connect', (c) => prepareStatementsOn(c, 3));
    client = await pool.connect();
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  const preparedTexts = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
      .map((r) => r.statement)
      .sort();

  it('prepares a parameterised query once per connection and reuses it', async () => {
    for (let i = 0; i < 7; i++) {
      const { rows } = await client.query<{ n: number }>('select $1::int + 1 as n', [i]);
      expect(rows[0]!.n).toBe(i + 1);
    }
    // drizzle's call shape: a config object, the values apart.
    const { rows } = await client.query({ text: 'select $1::text as s' }, ['drizzle']);
    expect(rows[0]).toEqual({ s: 'drizzle' });
    const stats = await client.query<{ statement: string; runs: string }>(
      `select statement, (generic_plans + custom_plans)::text as runs from pg_prepared_statements
       where statement = 'select $1::int + 1 as n'`,
    );
    expect(stats.rows).toEqual([{ statement: 'select $1::int + 1 as n', runs: '7' }]);
  });

  it('leaves queries without parameters unnamed, and stops naming past the cap', async () => {
    await client.query('select 1');
    expect(await preparedTexts()).toEqual(['select $1::int + 1 as n', 'select $1::text as s']);
    await client.query('select $1::int * 2 as n', [2]); // the third and last name
    const past = await client.query<{ n: number }>('select $1::int * 3 as n', [2]);
    expect(past.rows[0]!.n).toBe(6);
    expect(await preparedTexts()).toEqual([
      'select $1::int * 2 as n',
      'select $1::int + 1 as n',
      'select $1::text as s',
    ]);
  });
});
