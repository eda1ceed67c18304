import { and, eq } from 'drizzle-orm';
import { DAILY_CHALLENGES } from '../../../shared/catalog/challenges';
import { ECONOMY } from '../../../shared/constants';
import { challengeDayKey } from '../../../shared/rules/day';
import type { Challenge } from '../../../shared/schemas/challenges';
import { challengeProgress } from '../../db/schema';
import type { AppContext } from '../../domain/context';

/** Today's challenges (New York day) with the caller's progress; all definitions, in order. */
export async function todaysChallenges(ctx: AppContext, userId: string): Promise<Challenge[]> {
  const day = challengeDayKey(ctx.clock.now());
  const rows = await ctx.db
    .select()
    .from(challengeProgress)
    .where(and(eq(challengeProgress.userId, userId), eq(challengeProgress.day, day)));
  const byId = new Map(rows.map((r) => [r.challengeId, r]));
  return DAILY_CHALLENGES.map((c) => {
    const row = byId.get(c.id);
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      icon: c.icon,
      progress: Math.min(row?.progress ?? 0, c.count),
      requirement: { count: c.count },
      completed: row?.completedAt != null,
      reward: ECONOMY.challengeReward,
    };
  });
}
