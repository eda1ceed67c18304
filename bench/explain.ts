/**
 * EXPLAIN ANALYZE of the real queries the deck, conversations and notifications services send:
 * the services run against a drizzle instance that records every query, and each recorded query
 * is then explained with its own parameters. Also the deck's in-process cost per call.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { systemClock } from '../src/server/clock';
import type { Db } from '../src/server/db/client';
import { InProcessBus } from '../src/server/domain/bus';
import * as schema from '../src/server/db/schema';
import type { AppContext } from '../src/server/domain/context';
import { potentialMatches } from '../src/server/features/dating/deck';
import { deckChanged } from '../src/server/features/dating/deck-memo';
import { listConversations } from '../src/server/features/messages/conversations';
import { listNotifications } from '../src/server/features/notifications/service';
import type { Population } from './population';

interface Recorded {
  query: string;
  params: unknown[];
}

export function recordingContext(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The database is dropped (with force) right after a run; a connection still closing then
  // must not end the process.
  pool.on('error', () => {});
  const recorded: Recorded[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => recorded.push({ query, params }) },
  }) as unknown as Db;
  const ctx = {
    db,
    dbKind: 'postgres',
    clock: systemClock,
    // The deck queue listens for other instances' notices (a super like makes a deck stale).
    bus: new InProcessBus(),
    log: pino({ level: 'silent' }),
  } as unknown as AppContext;
  return { pool, recorded, ctx, db };
}

async function explain(
  pool: pg.Pool,
  r: Recorded,
): Promise<{ sql: string; plan: string; ms: number }> {
  const res = await pool.query(`explain (analyze, buffers) ${r.query}`, r.params as unknown[]);
  const plan = res.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { sql: r.query.replace(/\s+/g, ' ').trim(), plan, ms };
}

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A deck user: one whose city is in the middle of the list (a typical, not a border, case). */
function typicalUser(pop: Population): string {
  return pop.userIds[Math.floor(pop.userIds.length / 3)]!;
}

export async function explainAll(url: string, pop: Population) {
  const { pool, recorded, ctx, db } = recordingContext(url);
  try {
    const out: Record<string, { sql: string; plan: string; ms: number }[]> = {};
    const run = async (name: string, call: () => Promise<unknown>) => {
      await call(); // warm the cache first
      recorded.length = 0;
      await call();
      const queries = [...recorded];
      out[name] = [];
      for (const q of queries) out[name].push(await explain(pool, q));
    };
    // A copy of the context has an empty deck-queue cache: every call searches and ranks.
    await run('deck: first load (search and rank)', () =>
      potentialMatches({ ...ctx }, typicalUser(pop)),
    );
    // Marked changed before each call: a kept deck (deck-memo.ts) would answer without SQL.
    await run('deck: next load (served from the queue)', () => {
      deckChanged(ctx, typicalUser(pop));
      return potentialMatches(ctx, typicalUser(pop));
    });
    await run('conversations (200 matches)', () => listConversations(db, pop.heavyUserId));
    await run('notifications (page 1)', () =>
      listNotifications(db, pop.heavyUserId, { page: 1, limit: 20 }),
    );
    return out;
  } finally {
    await pool.end();
  }
}

/**
 * Mean and percentiles of one in-process deck call over `calls` users spread evenly: first the
 * first deck of each (search and rank), then the next deck of each (served from the queue,
 * every filter re-checked), then a repeat load of each (the kept deck, deck-memo.ts).
 */
export async function deckCost(url: string, pop: Population, calls: number) {
  const { pool, recorded, ctx } = recordingContext(url);
  try {
    const step = Math.max(1, Math.floor(pop.userIds.length / calls));
    const users = pop.userIds.filter((_, i) => i % step === 0).slice(0, calls);
    for (const u of users.slice(0, 5)) await potentialMatches({ ...ctx }, u); // warm up
    const pass = async () => {
      const times: number[] = [];
      let cards = 0;
      for (const u of users) {
        const t0 = performance.now();
        cards += (JSON.parse((await potentialMatches(ctx, u)).body) as unknown[]).length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return {
        meanMs: times.reduce((a, b) => a + b, 0) / times.length,
        p50Ms: times[Math.floor(times.length / 2)],
        p95Ms: times[Math.floor(times.length * 0.95)],
        meanCards: cards / users.length,
      };
    };
    const first = await pass();
    const next = await pass();
    const kept = await pass();
    recorded.length = 0;
    await potentialMatches({ ...ctx }, typicalUser(pop));
    let sqlMs = 0;
    for (const q of [...recorded]) sqlMs += (await explain(pool, q)).ms;
    return {
      calls: users.length,
      ...first,
      nextMeanMs: next.meanMs,
      nextP50Ms: next.p50Ms,
      nextP95Ms: next.p95Ms,
      keptMeanMs: kept.meanMs,
      keptP95Ms: kept.p95Ms,
      typicalUserSqlExecutionMs: sqlMs,
    };
  } finally {
    await pool.end();
  }
}
