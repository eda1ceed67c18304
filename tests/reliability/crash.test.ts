/**
 * Crash durability on PostgreSQL: the real server (`node --import tsx src/server/main.ts`) runs on
 * a fresh database (it migrates it itself) while simulated people (crash-load.ts) register, care
 * for pets, buy things and chat; the server is killed with SIGKILL several times in the middle of
 * that load and started again. Afterwards every write a client saw acknowledged is in the
 * database, and the invariants hold (coins == earned - spent, no negative balance or stat, one
 * match per pair).
 *
 * Runs under `npm run test:pg` (TEST_DATABASE_URL); skipped, with a message, otherwise.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../src/server/test/global-setup';
import { crashLoad, sleep, type Person } from './crash-load';
import { killServer as kill, startServer, type ServerProcess } from './server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const KILLS = Number(process.env.CRASH_KILLS ?? 4);
const PEOPLE = 6;
/** Acknowledged writes each server life sees before it is killed (counted, not timed). */
const ACKS_PER_LIFE = 30;

if (!adminUrl) {
  console.warn(
    'Skipping the crash-durability test: it needs PostgreSQL. Run it with `npm run test:pg` ' +
      '(TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).',
  );
}

const runId = randomUUID().replaceAll('-', '').slice(0, 16);
const database = `petmatch_crash_${runId}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petmatch-crash-'));
let server: ServerProcess | undefined;

function start(): Promise<ServerProcess> {
  // This run's own settings only: no Redis (one instance), local photo storage.
  const inherited = { ...process.env };
  for (const name of ['REDIS_URL', 'REDIS_PREFIX', 'STORAGE', 'PORT', 'DATABASE_URL']) {
    delete inherited[name];
  }
  const env = {
    ...inherited,
    DATABASE_URL: withDatabase(adminUrl as string, database),
    DATA_DIR: dataDir,
    CLIENT_DIST: path.join(dataDir, 'no-client'),
    SEED_DEMO: '0',
    // Each simulated person is its own client address (X-Forwarded-For), as behind the proxy.
    TRUST_PROXY: '1',
  };
  return startServer('the server', env, 120_000);
}

const { acked, answered, figures, register, step } = crashLoad(() => server);

describe.skipIf(!adminUrl)('crash durability (PostgreSQL, SIGKILL under load)', () => {
  let admin: pg.Client;
  let check: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    server = await start();
  }, 180_000);

  afterAll(async () => {
    await kill(server);
    await check?.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(`keeps every acknowledged write through ${KILLS} SIGKILLs`, async () => {
    // People, paired into matches so they can chat.
    const people: Person[] = [];
    for (let i = 0; i < PEOPLE; i += 1) people.push(await register(`198.51.100.${i + 1}`));
    for (let i = 0; i < PEOPLE; i += 2) {
      const [a, b] = [people[i] as Person, people[i + 1] as Person];
      await answered('POST', '/api/dating/swipe', {
        body: { direction: 'right', swipedId: b.id },
        token: a.token,
        ip: a.ip,
      });
      const m = await answered('POST', '/api/dating/swipe', {
        body: { direction: 'right', swipedId: a.id },
        token: b.token,
        ip: b.ip,
      });
      expect(m.body.isMatch).toBe(true);
      a.partner = b;
      b.partner = a;
    }

    // The load: each person writes in a loop until the killer is done.
    let running = true;
    const load = people.map(async (p, i) => {
      let n = i;
      while (running) {
        // While the server is down (between SIGKILL and its restart) nobody sends.
        if (!server) {
          await sleep(100);
          continue;
        }
        await step(p, n);
        n += 1;
      }
    });
    // The killer: SIGKILL mid-load, restart, again.
    for (let k = 0; k < KILLS; k += 1) {
      const before = figures.acknowledged;
      // Let some writes through on this server life (no timing assumption: count them).
      while (figures.acknowledged < before + ACKS_PER_LIFE) await sleep(50);
      const victim = server;
      server = undefined;
      await kill(victim);
      figures.kills += 1;
      server = await start();
    }
    const before = figures.acknowledged;
    while (figures.acknowledged < before + ACKS_PER_LIFE) await sleep(50);
    running = false;
    await Promise.all(load);
    await kill(server);
    server = undefined;

    // Everything is checked straight in the database, with the server down.
    check = new pg.Client({ connectionString: withDatabase(adminUrl as string, database) });
    await check.connect();
    const q = async <T>(text: string, values: unknown[] = []) =>
      (await check.query(text, values)).rows as T[];

    const missing: string[] = [];
    for (const r of acked.registrations) {
      const [u] = await q<{ email: string; coins: number }>(
        'select email, coins from users where id = $1',
        [r.id],
      );
      if (u?.email !== r.email) missing.push(`registration ${r.id}`);
      const [welcome] = await q<{ n: number }>(
        "select count(*)::int as n from transactions where user_id = $1 and description = 'Welcome bonus'",
        [r.id],
      );
      if (welcome?.n !== 1) missing.push(`welcome bonus of ${r.id}`);
      const [prefs] = await q<{ n: number }>(
        'select count(*)::int as n from preferences where user_id = $1',
        [r.id],
      );
      if (prefs?.n !== 1) missing.push(`preferences of ${r.id}`);
    }
    for (const m of acked.messages) {
      const [row] = await q<{ content: string }>('select content from messages where id = $1', [
        m.id,
      ]);
      if (row?.content !== m.content) missing.push(`message ${m.id}`);
    }
    for (const [petId, n] of acked.careActions) {
      const [row] = await q<{ n: number }>(
        'select count(*)::int as n from pet_activities where pet_id = $1',
        [petId],
      );
      if ((row?.n ?? 0) < n) missing.push(`care actions of ${petId}: ${row?.n} < ${n}`);
    }
    for (const [userId, n] of acked.purchases) {
      const [row] = await q<{ n: number; quantity: number }>(
        `select (select count(*)::int from transactions where user_id = $1 and description = 'Purchased Crunchy Kibble') as n,
                (select coalesce(sum(quantity), 0)::int from user_items where user_id = $1 and item_id = 'food-kibble') as quantity`,
        [userId],
      );
      if ((row?.n ?? 0) < n || (row?.quantity ?? 0) < n) {
        missing.push(`purchases of ${userId}: ${JSON.stringify(row)} < ${n}`);
      }
    }

    const ledger = await q(`
      select u.id from users u left join transactions t on t.user_id = u.id group by u.id, u.coins
      having u.coins <> coalesce(sum(case when t.type = 'earned' then t.amount else -t.amount end), 0)`);
    const [lowest] = await q<{ coins: number; stat: number }>(
      `select (select min(coins) from users)::int as coins,
              (select min(least(energy, hunger, happiness, health)) from pets)::int as stat`,
    );
    const pairs = await q(
      'select least(user_a, user_b), greatest(user_a, user_b) from matches group by 1, 2 having count(*) > 1',
    );
    const totalAcked =
      acked.registrations.length +
      acked.messages.length +
      [...acked.careActions.values(), ...acked.purchases.values()].reduce((a, b) => a + b, 0);
    console.log(
      `[reliability] crash: ${figures.kills} SIGKILLs survived; ${figures.requests} load requests, ` +
        `${totalAcked} acknowledged writes checked (${acked.registrations.length} registrations, ` +
        `${acked.messages.length} messages), ${figures.unanswered} cut off by the kills`,
    );
    expect(figures.serverErrors).toEqual([]);
    expect(missing).toEqual([]);
    expect(ledger).toEqual([]);
    expect(lowest?.coins).toBeGreaterThanOrEqual(0);
    expect(lowest?.stat).toBeGreaterThanOrEqual(0);
    expect(pairs).toEqual([]);
    expect(figures.kills).toBe(KILLS);
    // The kills really landed mid-load: some requests went unanswered.
    expect(figures.unanswered).toBeGreaterThan(0);

    // And the server starts again on the crashed database and serves the data.
    server = await start();
    const p = people[0] as Person;
    const thread = await answered('GET', `/api/messages/conversation/${p.partner?.id}`, {
      token: p.token,
      ip: p.ip,
    });
    expect(thread.status).toBe(200);
  }, 900_000);
});
