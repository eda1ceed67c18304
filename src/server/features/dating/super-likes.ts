import { and, count, eq, gte, lt } from 'drizzle-orm';
import { swipes } from '../../db/schema';
import type { AppContext } from '../../domain/context';
import { DATING } from '../../../shared/constants';
import { challengeDayBounds } from '../../../shared/rules/day';
import type { SuperLikesResponse } from '../../../shared/schemas/dating';

/**
 * GET /api/dating/super-likes: today's super likes left, counted as petmatch_swipe counts them
 * for its limit (the caller's super swipes of this New York day), so a phone that sent some
 * dims the button on the laptop too.
 */
export async function superLikesLeft(ctx: AppContext, me: string): Promise<SuperLikesResponse> {
  const now = ctx.clock.now();
  const day = challengeDayBounds(now);
  const [row] = await ctx.db
    .select({ used: count() })
    .from(swipes)
    .where(
      and(
        eq(swipes.swiperId, me),
        eq(swipes.direction, 'super'),
        gte(swipes.createdAt, day.start),
        lt(swipes.createdAt, day.end),
      ),
    );
  const used = row?.used ?? 0;
  return {
    perDay: DATING.superLikesPerDay,
    left: Math.max(0, DATING.superLikesPerDay - used),
    resetsAt: day.end.toISOString(),
    resetsInMs: day.end.getTime() - now.getTime(),
  };
}
