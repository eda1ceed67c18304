/**
 * Population generator for the benchmarks (issue 11): a realistic data set in a freshly
 * migrated database. Users spread over every state and city with preferences, one active pet
 * each (some with a second one), photos, pet activities, game results, swipes, matches,
 * messages and notifications, as multi-row INSERTs (rows.ts) that feed PostgreSQL and PGlite
 * alike. The tables are written in a fixed order from one random sequence, so a population of
 * one size comes out the same every time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  insertCareAndGames,
  insertMatchesAndMessages,
  insertNotifications,
  insertSwipes,
} from './activity';
import { insertPeople } from './people';
import { makeDraw } from './rows';

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

export async function generatePopulation(
  db: Db,
  users: number,
  options: { log?: (line: string) => void; chunk?: number; now?: Date } = {},
): Promise<Population> {
  const started = performance.now();
  const size = sizeFor(users);
  const draw = makeDraw(
    db,
    users,
    options.now ?? new Date(),
    options.chunk ?? 2000,
    options.log ?? (() => {}),
  );

  const people = await insertPeople(draw, size.users, users);
  await insertCareAndGames(draw, people);
  const swipesPerUser = Math.max(1, Math.round(size.swipes / size.users));
  await insertSwipes(draw, people.userIds, swipesPerUser);
  const { matchPairs, heavyUserId } = await insertMatchesAndMessages(db, draw, people.userIds, {
    matches: size.matches,
    messages: size.messages,
    swipesPerUser,
  });
  await insertNotifications(draw, people.userIds);

  // The trigger-kept copies (users' preference columns and main photo, matches' conversation
  // summary) leave three of every four users rows and two of every three matches rows dead.
  // Production autovacuum clears them within a minute of such a load; this machine's PostgreSQL
  // runs with autovacuum off, so the benchmark would scan 4x the users table. VACUUM as
  // autovacuum would.
  await db.execute(sql.raw('vacuum analyze'));
  return {
    size,
    userIds: people.userIds,
    activePetIds: people.petIds,
    matchPairs,
    heavyUserId,
    swipesPerUser,
    seconds: (performance.now() - started) / 1000,
    rowsInserted: draw.ins.rows,
  };
}
