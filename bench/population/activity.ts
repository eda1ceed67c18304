import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { migrationsFolder } from '../../src/server/db/client';
import type { People } from './people';
import type { Draw } from './rows';

/** The heavy user's current matches, each with a conversation. */
export const HEAVY_MATCHES = 200;

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

/** Three care actions and two memory games per user, at their last care time or in 30 days. */
export async function insertCareAndGames(draw: Draw, people: People): Promise<void> {
  const { rand, pick, ago, ins, log } = draw;
  const { userIds, petIds, lastAction } = people;
  const n = userIds.length;
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
}

/**
 * Swipes: user i swipes its next `perUser` neighbours (mostly the same city), so pairs are
 * unique; 70 % left, 28 % right, 2 % super.
 */
export async function insertSwipes(draw: Draw, userIds: string[], perUser: number): Promise<void> {
  const { rand, ago, ins, log } = draw;
  const n = userIds.length;
  log(`swipes (${n * perUser})`);
  await ins.insert(
    'swipes',
    ['swiper_id', 'swiped_id', 'direction', 'created_at'],
    n * perUser,
    (k) => {
      const i = Math.floor(k / perUser);
      const off = 1 + (k % perUser);
      const r = rand();
      return [
        userIds[i],
        userIds[(i + off) % n],
        r < 0.7 ? 'left' : r < 0.98 ? 'right' : 'super',
        ago(60),
      ];
    },
  );
}

export interface Matched {
  /** Matched pairs (userA < userB) without the heavy user's. */
  matchPairs: [string, string][];
  heavyUserId: string;
}

/**
 * Matches: i with i + swipesPerUser + 1 for even i (distinct pairs, none swiped by the
 * generator), plus the heavy user's HEAVY_MATCHES; about `messages` messages in all, spread
 * evenly over the pairs, each thread read but its last two; then each match's conversation
 * summary.
 */
export async function insertMatchesAndMessages(
  db: Db,
  draw: Draw,
  userIds: string[],
  counts: { matches: number; messages: number; swipesPerUser: number },
): Promise<Matched> {
  const { rand, pick, ago, ins, log, now } = draw;
  const n = userIds.length;
  const matchPairs: [string, string][] = [];
  for (let i = 0; i < n && matchPairs.length < counts.matches; i += 2) {
    matchPairs.push(orderedPair(userIds[i]!, userIds[(i + counts.swipesPerUser + 1) % n]!));
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

  const perPair = Math.max(1, Math.round(counts.messages / allPairs.length));
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
  return { matchPairs, heavyUserId };
}

/** Three notifications per user (70 % read) and HEAVY_MATCHES more for the heavy user. */
export async function insertNotifications(draw: Draw, userIds: string[]): Promise<void> {
  const { rand, pick, ago, ins, log } = draw;
  const n = userIds.length;
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
}

function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
