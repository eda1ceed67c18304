import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { challengeProgress } from '../db/schema';
import { DAILY_CHALLENGES, type ChallengeEvent } from '../../shared/catalog/challenges';
import { ECONOMY } from '../../shared/constants';
import { challengeDayKey } from '../../shared/rules/day';
import { creditCoins } from './ledger';

/**
 * Counts one occurrence of each event toward today's challenges (New York day) inside the
 * caller's transaction, and pays a challenge's reward the moment it completes. One upsert for
 * all the events (a care action counts toward two challenges); the `completed_at is null`
 * condition makes the payment happen once even under concurrency. Returns the names of
 * challenges completed by this call.
 */
export async function recordChallengeEvents(
  tx: Tx,
  userId: string,
  events: readonly ChallengeEvent[],
  at: Date,
): Promise<string[]> {
  const day = challengeDayKey(at);
  const counted = DAILY_CHALLENGES.filter((c) => events.includes(c.event));
  if (counted.length === 0) return [];
  const goal = sql`case ${challengeProgress.challengeId} ${sql.join(
    counted.map((c) => sql`when ${c.id} then ${c.count}::int`),
    sql` `,
  )} end`;
  const rows = await tx
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

  const completed: string[] = [];
  for (const challenge of counted) {
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
