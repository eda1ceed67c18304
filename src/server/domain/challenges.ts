import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { challengeProgress } from '../db/schema';
import { DAILY_CHALLENGES, type ChallengeEvent } from '../../shared/catalog/challenges';
import { ECONOMY } from '../../shared/constants';
import { challengeDayKey } from '../../shared/rules/day';
import { creditCoins } from './ledger';

/**
 * Counts one occurrence of each event toward today's challenges (New York day) inside the
 * caller's transaction, and pays a challenge's reward the moment it completes. The
 * `completed_at is null` condition makes the payment happen once even under concurrency.
 * Returns the names of challenges completed by this call.
 */
export async function recordChallengeEvents(
  tx: Tx,
  userId: string,
  events: readonly ChallengeEvent[],
  at: Date,
): Promise<string[]> {
  const day = challengeDayKey(at);
  const completed: string[] = [];
  for (const challenge of DAILY_CHALLENGES) {
    if (!events.includes(challenge.event)) continue;
    const [row] = await tx
      .insert(challengeProgress)
      .values({ userId, day, challengeId: challenge.id, progress: 1 })
      .onConflictDoUpdate({
        target: [challengeProgress.userId, challengeProgress.day, challengeProgress.challengeId],
        set: { progress: sql`least(${challengeProgress.progress} + 1, ${challenge.count})` },
      })
      .returning({ progress: challengeProgress.progress });
    if (!row || row.progress < challenge.count) continue;
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
