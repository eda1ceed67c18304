/**
 * Population generator for the benchmarks (issue 11). Creates a realistic data set in a freshly
 * migrated database: users spread over every state and city with preferences, one active pet
 * each (some with a second one), photos, pet activities, game results, swipes, matches, messages
 * and notifications. Rows go in as multi-row INSERTs (plain SQL literals, so the same code feeds
 * PostgreSQL and PGlite).
 *
 * Standalone: `npx tsx bench/generate.ts --users 100000 [--pglite DIR]` (PostgreSQL at
 * BENCH_DATABASE_URL, default the local Unix socket or 127.0.0.1:5432 (ADMIN_URL), in a new database
 * petmatch_bench_<pid>). The benchmark runner imports `generatePopulation` directly.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import { migrationsFolder, openDatabase, type Database } from '../src/server/db/client';
import { PERSONALITY_BY_TYPE, PET_TYPES, VARIANTS_BY_TYPE } from '../src/shared/catalog/pets';
import { GENDERS, SEXUAL_PREFERENCES } from '../src/shared/catalog/profile-options';
import { US_STATES } from '../src/shared/catalog/us-locations';

export interface PopulationSize {
  users: number;
  swipes: number;
  matches: number;
  messages: number;
}

/** Full size of the issue; smaller sets scale every count with the user count. */
export function sizeFor(users: number): PopulationSize {
  return {
    users,
    swipes: users * 10,
    matches: Math.floor(users / 2),
    messages: users * 10,
  };
}

export interface Population {
  size: PopulationSize;
  /** Users in generation order: neighbours in this list mostly share a city. */
  userIds: string[];
  activePetIds: string[];
  /** Matched pairs (userA < userB) without the heavy user's. */
  matchPairs: [string, string][];
  /** A user with HEAVY_MATCHES current matches, each with a conversation. */
  heavyUserId: string;
  /** Offsets i -> i+k (k in 1..swipesPerUser) are already swiped; benchmarks pick others. */
  swipesPerUser: number;
  seconds: number;
  rowsInserted: number;
}

export const HEAVY_MATCHES = 200;

const DAY = 86_400_000;
const CITIES = US_STATES.flatMap((s) => s.cities.map((c) => ({ state: s.code, ...c })));
const WORDS = [
  'hello',
  'how',
  'is',
  'your',
  'dragon',
  'doing',
  'today',
  'mine',
  'just',
  'levelled',
  'up',
  'want',
  'to',
  'play',
  'emoji',
  'match',
  'later',
  "let's",
  'meet',
  'at',
  'the',
  'park',
];

/** Deterministic pseudo-random numbers so two runs of one size build the same shape. */
function rng(seed: number) {
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

class Inserter {
  rows = 0;
  constructor(
    private db: Db,
    private chunk: number,
  ) {}
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

function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export async function generatePopulation(
  db: Db,
  users: number,
  options: { log?: (line: string) => void; chunk?: number; now?: Date } = {},
): Promise<Population> {
  const log = options.log ?? (() => {});
  const size = sizeFor(users);
  const started = performance.now();
  const now = options.now ?? new Date();
  const rand = rng(users);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const ins = new Inserter(db, options.chunk ?? 2000);
  const n = size.users;
  const ago = (maxDays: number) => new Date(now.getTime() - rand() * maxDays * DAY);

  const userIds = Array.from({ length: n }, () => randomUUID());
  const petIds = Array.from({ length: n }, () => randomUUID());
  const userCity = Array.from(
    { length: n },
    (_, i) => CITIES[Math.floor((i * CITIES.length) / n)]!,
  );
  const petType = Array.from({ length: n }, () => pick(PET_TYPES));
  const lastAction = Array.from({ length: n }, () => (rand() < 0.8 ? ago(10) : null));

  log(`users (${n})`);
  await ins.insert(
    'users',
    [
      'id',
      'email',
      'username',
      'password_hash',
      'display_name',
      'age',
      'bio',
      'gender',
      'sexual_preference',
      'state_code',
      'city',
      'lat',
      'lng',
      'coins',
      'game_wins',
      'last_pet_action_at',
      'created_at',
    ],
    n,
    (i) => {
      const c = userCity[i]!;
      return [
        userIds[i],
        `bench${i}@example.test`,
        `bench_${i}`,
        'not-a-real-hash',
        `Bench ${i}`,
        18 + Math.floor(rand() * 47),
        'Here for the pets.',
        pick(GENDERS),
        pick(SEXUAL_PREFERENCES),
        c.state,
        c.name,
        c.lat,
        c.lng,
        0,
        Math.floor(rand() * 20),
        lastAction[i],
        ago(365),
      ];
    },
  );

  // Photos: one person in ten has none, the others 1-4 (2.25 on average; the app takes 5),
  // a minute apart in upload order. Only their rows: the bench never fetches a photo file.
  log('profile_images');
  // Drawn from their own sequence, so every other table is drawn as before photos were added.
  const photoRand = rng(users + 1);
  const photos: { user: number; at: Date }[] = [];
  for (let i = 0; i < n; i++) {
    const count = photoRand() < 0.1 ? 0 : 1 + Math.floor(photoRand() * 4);
    const first = now.getTime() - photoRand() * 365 * DAY;
    for (let k = 0; k < count; k++) photos.push({ user: i, at: new Date(first + k * 60_000) });
  }
  await ins.insert(
    'profile_images',
    ['id', 'user_id', 'storage_key', 'thumbnail_key', 'mime_type', 'width', 'height', 'created_at'],
    photos.length,
    (k) => {
      const { user, at } = photos[k]!;
      const id = randomUUID();
      return [
        id,
        userIds[user],
        `photos/${id}.webp`,
        `photos/${id}-thumb.webp`,
        'image/webp',
        1080,
        1080,
        at,
      ];
    },
  );

  log('preferences');
  await ins.insert(
    'preferences',
    [
      'user_id',
      'age_min',
      'age_max',
      'distance',
      'pet_preference',
      'show_only_active_pets',
      'enable_super_likes',
      'gender_preference',
      'sexual_preference_filter',
      'state_code',
      'city',
    ],
    n,
    (i) => {
      const min = 18 + Math.floor(rand() * 12);
      return [
        userIds[i],
        min,
        Math.min(65, min + 20 + Math.floor(rand() * 30)),
        [50, 100, 200, 200][Math.floor(rand() * 4)],
        rand() < 0.85 ? 'any' : pick(PET_TYPES),
        rand() < 0.1,
        true,
        rand() < 0.8 ? 'any' : pick(GENDERS),
        rand() < 0.85 ? 'any' : pick(SEXUAL_PREFERENCES),
        userCity[i]!.state,
        userCity[i]!.name,
      ];
    },
  );

  log('pets');
  const petColumns = [
    'id',
    'user_id',
    'name',
    'type',
    'variant',
    'personality',
    'health',
    'hunger',
    'happiness',
    'energy',
    'level',
    'experience',
    'is_active',
    'stats_at',
    'created_at',
  ];
  const petRow = (id: string, i: number, active: boolean) => {
    const type = active ? petType[i]! : pick(PET_TYPES);
    return [
      id,
      userIds[i],
      `Pet${i}`,
      type,
      pick(VARIANTS_BY_TYPE[type]),
      PERSONALITY_BY_TYPE[type],
      50 + Math.floor(rand() * 50),
      30 + Math.floor(rand() * 40),
      50 + Math.floor(rand() * 50),
      100,
      1 + Math.floor(rand() * 10),
      Math.floor(rand() * 50),
      active,
      now,
      ago(365),
    ];
  };
  await ins.insert('pets', petColumns, n, (i) => petRow(petIds[i]!, i, true));
  await ins.insert('pets', petColumns, n, (i) =>
    i % 5 === 0 ? petRow(randomUUID(), i, false) : null,
  );

  log('pet_activities and game_results');
  const actions = ['feed', 'play', 'groom', 'train'];
  await ins.insert(
    'pet_activities',
    ['pet_id', 'user_id', 'action', 'result', 'created_at'],
    n * 3,
    (k) => {
      const i = k % n;
      const action = pick(actions);
      return [petIds[i], userIds[i], action, `${action}: +10`, lastAction[i] ?? ago(30)];
    },
  );
  await ins.insert(
    'game_results',
    ['user_id', 'pet_id', 'won', 'moves', 'time_elapsed_seconds', 'perfect', 'created_at'],
    n * 2,
    (k) => {
      const i = k % n;
      const won = rand() < 0.6;
      return [
        userIds[i],
        petIds[i],
        won,
        8 + Math.floor(rand() * 20),
        20 + Math.floor(rand() * 100),
        won && rand() < 0.2,
        ago(30),
      ];
    },
  );

  // Swipes: user i swipes its next k neighbours (mostly the same city), so pairs are unique.
  const swipesPerUser = Math.max(1, Math.round(size.swipes / n));
  log(`swipes (${n * swipesPerUser})`);
  await ins.insert(
    'swipes',
    ['swiper_id', 'swiped_id', 'direction', 'created_at'],
    n * swipesPerUser,
    (k) => {
      const i = Math.floor(k / swipesPerUser);
      const off = 1 + (k % swipesPerUser);
      const r = rand();
      return [
        userIds[i],
        userIds[(i + off) % n],
        r < 0.7 ? 'left' : r < 0.98 ? 'right' : 'super',
        ago(60),
      ];
    },
  );

  // Matches: i with i + swipesPerUser + 1 for even i (distinct pairs), plus the heavy user.
  const matchPairs: [string, string][] = [];
  for (let i = 0; i < n && matchPairs.length < size.matches; i += 2) {
    matchPairs.push(orderedPair(userIds[i]!, userIds[(i + swipesPerUser + 1) % n]!));
  }
  const heavyUserId = userIds[Math.floor(n / 2)]!;
  const heavyPairs: [string, string][] = [];
  for (let k = 0; k < HEAVY_MATCHES && k < n - 1; k++) {
    const other = userIds[(Math.floor(n / 2) + 1000 + k * 7) % n]!;
    if (other !== heavyUserId) heavyPairs.push(orderedPair(heavyUserId, other));
  }
  const allPairs = [...matchPairs, ...heavyPairs];
  const matchCreated = allPairs.map(() => ago(90));
  log(`matches (${allPairs.length})`);
  await ins.insert(
    'matches',
    ['user_a', 'user_b', 'created_at'],
    allPairs.length,
    (k) => [allPairs[k]![0], allPairs[k]![1], matchCreated[k]],
    'on conflict do nothing',
  );

  const perPair = Math.max(1, Math.round(size.messages / allPairs.length));
  log(`messages (${allPairs.length * perPair})`);
  await ins.insert(
    'messages',
    ['sender_id', 'receiver_id', 'content', 'read_by_receiver', 'created_at'],
    allPairs.length * perPair,
    (k) => {
      const p = Math.floor(k / perPair);
      const m = k % perPair;
      const [a, b] = allPairs[p]!;
      const fromA = m % 2 === 0;
      const start = matchCreated[p]!.getTime();
      const words = Array.from({ length: 3 + Math.floor(rand() * 10) }, () => pick(WORDS));
      return [
        fromA ? a : b,
        fromA ? b : a,
        words.join(' '),
        m < perPair - 2,
        new Date(start + ((now.getTime() - start) * (m + 1)) / (perPair + 1)),
      ];
    },
  );

  // Each match's conversation summary (latest message and its copy, unread counts): the
  // backfills of the migrations that added it, run again now that the messages exist.
  for (const migration of ['0011_conversation_summary', '0013_conversation_last_message']) {
    const statements = readFileSync(path.join(migrationsFolder, `${migration}.sql`), 'utf8').split(
      '--> statement-breakpoint',
    );
    await db.execute(sql.raw(statements.at(-1)!));
  }

  log('notifications');
  const types = ['new_message', 'new_match', 'want_to_meet', 'low_energy'];
  await ins.insert(
    'notifications',
    ['user_id', 'type', 'title', 'message', 'is_read', 'related_user_id', 'created_at'],
    n * 3 + HEAVY_MATCHES,
    (k) => {
      const i = k < n * 3 ? k % n : Math.floor(n / 2);
      const type = pick(types);
      return [
        userIds[i],
        type,
        'Something happened',
        'Someone did something nice.',
        rand() < 0.7,
        type === 'low_energy' ? null : userIds[(i + 1) % n],
        ago(30),
      ];
    },
  );
  // The trigger-kept copies (users' preference columns and main photo, matches' conversation
  // summary) leave three of every four users rows and two of every three matches rows dead.
  // Production autovacuum clears them within a minute of such a load; this machine's PostgreSQL
  // runs with autovacuum off, so the benchmark would scan 4x the users table. VACUUM as
  // autovacuum would.
  await db.execute(sql.raw('vacuum analyze'));
  return {
    size,
    userIds,
    activePetIds: petIds,
    matchPairs,
    heavyUserId,
    swipesPerUser,
    seconds: (performance.now() - started) / 1000,
    rowsInserted: ins.rows,
  };
}

/**
 * PostgreSQL on this host is reached through its Unix socket when there is one: the server
 * and PostgreSQL share the machine, and a socket round trip costs less CPU than loopback TCP
 * (deck loads +20 %, bench/README.md). BENCH_DATABASE_URL overrides.
 */
const UNIX_SOCKET_DIR = '/var/run/postgresql';
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(`${UNIX_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${UNIX_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

/**
 * Creates petmatch_bench_<pid>[_suffix] (empty, or a copy of the database `template`) and
 * migrates it with the app's migrations.
 */
export async function createBenchDatabase(
  suffix = '',
  options: { template?: string; name?: string } = {},
): Promise<{ database: Database; url: string; name: string; drop: () => Promise<void> }> {
  const name = options.name ?? `petmatch_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(
    options.template
      ? `create database ${name} template ${options.template}`
      : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    name,
    drop: async () => {
      await database.close().catch(() => {});
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * A generated population kept as the PostgreSQL database `template` (its ids in
 * bench/results/<template>.json) and copied for each run: PostgreSQL copies the files in
 * seconds where generating 100k users takes a minute or more, and every run still starts from
 * the same untouched data. Generated on first use, again when the user count differs.
 */
export async function benchDatabaseFromTemplate(
  template: string,
  users: number,
  log: (line: string) => void,
): Promise<{ bench: Awaited<ReturnType<typeof createBenchDatabase>>; pop: Population }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`--template ${template}: a-z, 0-9, _`);
  const saved = path.join(import.meta.dirname, 'results', `${template}.json`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
  await admin.end();
  let pop: Population | undefined =
    exists && existsSync(saved)
      ? (JSON.parse(readFileSync(saved, 'utf8')) as Population)
      : undefined;
  if (pop?.size.users !== users) {
    log(`generating ${users} users into template database ${template}`);
    const made = await createBenchDatabase('', { name: template });
    pop = await generatePopulation(made.database.db, users, { log });
    await made.database.close();
    mkdirSync(path.dirname(saved), { recursive: true });
    writeFileSync(saved, JSON.stringify(pop));
  } else {
    log(`copying template database ${template} (${users} users)`);
  }
  return { bench: await createBenchDatabase('', { template }), pop };
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const users = Number(arg('--users') ?? 10_000);
  const pgliteDir = arg('--pglite');
  const log = (l: string) => console.log(`[generate] ${l}`);
  if (pgliteDir) {
    const database = await openDatabase({ pgliteDir });
    const pop = await generatePopulation(database.db, users, { log });
    await database.close();
    console.log(`PGlite ${pgliteDir}: ${pop.rowsInserted} rows in ${pop.seconds.toFixed(1)} s`);
    return;
  }
  const bench = await createBenchDatabase();
  const pop = await generatePopulation(bench.database.db, users, { log });
  await bench.database.close();
  console.log(`${bench.url}: ${pop.rowsInserted} rows in ${pop.seconds.toFixed(1)} s (kept)`);
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
