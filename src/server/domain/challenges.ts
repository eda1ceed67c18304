import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { challengeProgress } from '../db/schema';
import { DAILY_CHALLENGES, type ChallengeEvent } from '../../shared/catalog/challenges';
import { ECONOMY } from '../../shared/constants';
import { challengeDayKey } from '../../shared/rules/day';
import { creditCoins } from './ledger';

/** A challenge's progress row after an event was counted. */
export interface CountedChallenge {
  challengeId: string;
  progress: number;
  completedAt: Date | string | null;
}

/**
 * The upsert that counts one occurrence of each event toward today's challenges (New York day):
 * one statement for all the events (a care action counts toward two challenges), progress capped
 * at the goal. A statement of its own or a CTE of the caller's (one round trip fewer);
 * settleChallenges then pays what completed. Every caller's events count toward at least one
 * challenge (swipe and care do, by the catalog); anything else is a programming error.
 */
export function countChallengeEvents(
  db: Executor,
  userId: string,
  events: readonly ChallengeEvent[],
  at: Date,
) {
  const day = challengeDayKey(at);
  const counted = DAILY_CHALLENGES.filter((c) => events.includes(c.event));
  if (counted.length === 0) throw new Error(`No daily challenge counts ${events.join(', ')}`);
  const goal = sql`case ${challengeProgress.challengeId} ${sql.join(
    counted.map((c) => sql`when ${c.id} then ${c.count}::int`),
    sql` `,
  )} end`;
  return db
    .insert(challengeProgress)
    .values(counted.map((c) => ({ userId, day, challengeId: c.id, progress: 1 })))
    .onConflictDoUpdate({
      target: [challengeProgress.userId, challengeProgress.day, challengeProgress.challengeId],
      set: { progress: sql`least(${challengeProgress.progress} + 1, ${goal})` },
    })
    .returning({
      challengeId: challengeProgress.challengeId,
      progress: challengeProgress.progress,
      completedAt: challengeProgress.completedAt,
    });
}

/**
 * Pays the reward of each counted challenge that has just reached its goal, inside the caller's
 * transaction. The `completed_at is null` condition makes the payment happen once even under
 * concurrency. Returns the names of the challenges completed.
 */
export async function settleChallenges(
  tx: Tx,
  userId: string,
  rows: readonly CountedChallenge[],
  at: Date,
): Promise<string[]> {
  const day = challengeDayKey(at);
  const completed: string[] = [];
  for (const challenge of DAILY_CHALLENGES) {
    const row = rows.find((r) => r.challengeId === challenge.id);
    if (!row || row.completedAt || row.progress < challenge.count) continue;
    const [done] = await tx
      .update(challengeProgress)
      .set({ completedAt: at })
      .where(
        and(
          eq(challengeProgress.userId, userId),
          eq(challengeProgress.day, day),
          eq(challengeProgress.challengeId, challenge.id),
          isNull(challengeProgress.completedAt),
        ),
      )
      .returning({ id: challengeProgress.challengeId });
    if (done) {
      await creditCoins(
        tx,
        userId,
        ECONOMY.challengeReward,
        `Daily challenge: ${challenge.name}`,
        at,
      );
      completed.push(challenge.name);
    }
  }
  return completed;
}
