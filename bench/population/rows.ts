import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export const DAY_MS = 86_400_000;

/** Deterministic pseudo-random numbers so two runs of one size build the same shape. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  return `'${String(v).replace(/'/g, "''")}'`;
}

/**
 * Multi-row INSERTs of plain SQL literals, `chunk` rows a statement: the same text feeds
 * PostgreSQL and PGlite, and 2,000 rows a statement loads 100k users in minutes.
 */
export class Inserter {
  rows = 0;
  constructor(
    private db: Db,
    private chunk: number,
  ) {}

  /** Inserts row(0) ... row(count - 1) into `table`; a null row is skipped. */
  async insert(
    table: string,
    columns: string[],
    count: number,
    row: (i: number) => unknown[] | null,
    suffix = '',
  ) {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await this.db.execute(
        sql.raw(`insert into ${table} (${columns.join(',')}) values ${batch.join(',')} ${suffix}`),
      );
      this.rows += batch.length;
      batch = [];
    };
    for (let i = 0; i < count; i++) {
      const r = row(i);
      if (!r) continue;
      batch.push(`(${r.map(literal).join(',')})`);
      if (batch.length >= this.chunk) await flush();
    }
    await flush();
  }
}

/**
 * What every table's rows are drawn with. One random sequence for all of them, drawn in the
 * order the tables are written, so a population of one size comes out the same every time
 * (only the random UUIDs differ).
 */
export interface Draw {
  /** The generation's "now": every time is before it. */
  now: Date;
  rand: () => number;
  pick<T>(list: readonly T[]): T;
  /** A time up to `maxDays` before now. */
  ago(maxDays: number): Date;
  ins: Inserter;
  log: (line: string) => void;
}

export function makeDraw(
  db: Db,
  seed: number,
  now: Date,
  chunk: number,
  log: (line: string) => void,
): Draw {
  const rand = rng(seed);
  return {
    now,
    rand,
    pick: (list) => list[Math.floor(rand() * list.length)]!,
    ago: (maxDays) => new Date(now.getTime() - rand() * maxDays * DAY_MS),
    ins: new Inserter(db, chunk),
    log,
  };
}
