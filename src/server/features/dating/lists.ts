import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { matches, swipes } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { notFound } from '../../domain/errors';
import { DATING_QUERY } from '../../../shared/constants';
import type { DismissMatchRequest, Match, WantsToMeetEntry } from '../../../shared/schemas/dating';
import { loadPersonCards } from './cards';
import { matchPair } from './relations';
import { loadViewer } from './viewer';

/** Neither person has blocked the other (`other` is the SQL for the other person's id). */
function notBlocked(me: string, other: ReturnType<typeof sql>) {
  return sql`not exists (select 1 from blocks b
    where (b.blocker_id = ${me} and b.blocked_id = ${other})
       or (b.blocker_id = ${other} and b.blocked_id = ${me}))`;
}

/** GET /api/dating/matches: current matches, newest first. */
export async function listMatches(ctx: AppContext, me: string): Promise<Match[]> {
  const now = ctx.clock.now();
  const otherId = sql<string>`case when ${matches.userA} = ${me} then ${matches.userB} else ${matches.userA} end`;
  const rows = await ctx.db
    .select({ matchId: matches.id, otherId, matchedAt: matches.createdAt })
    .from(matches)
    .where(
      and(
        or(eq(matches.userA, me), eq(matches.userB, me)),
        isNull(matches.endedAt),
        notBlocked(me, otherId),
      ),
    )
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(DATING_QUERY.listLimit);
  if (rows.length === 0) return [];
  const viewer = await loadViewer(ctx.db, me);
  const cards = await loadPersonCards(
    ctx,
    viewer,
    rows.map((r) => r.otherId),
    now,
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.otherId);
    return card ? [{ ...card, matchId: r.matchId, matchedAt: r.matchedAt.toISOString() }] : [];
  });
}

/**
 * GET /api/dating/wants-to-meet: people who liked or super-liked the caller, not yet answered
 * (no swipe back), not dismissed, not blocked either way. Super likes first, then newest.
 */
export async function listWantsToMeet(ctx: AppContext, me: string): Promise<WantsToMeetEntry[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      requesterId: swipes.swiperId,
      direction: swipes.direction,
      likedAt: swipes.createdAt,
    })
    .from(swipes)
    .where(
      and(
        eq(swipes.swipedId, me),
        inArray(swipes.direction, ['right', 'super']),
        isNull(swipes.dismissedAt),
        sql`not exists (select 1 from swipes mine
              where mine.swiper_id = ${me} and mine.swiped_id = ${swipes.swiperId})`,
        notBlocked(me, sql`${swipes.swiperId}`),
      ),
    )
    .orderBy(
      desc(sql`${swipes.direction} = 'super'`),
      desc(swipes.createdAt),
      desc(swipes.swiperId),
    )
    .limit(DATING_QUERY.listLimit);
  if (rows.length === 0) return [];
  const viewer = await loadViewer(ctx.db, me);
  const cards = await loadPersonCards(
    ctx,
    viewer,
    rows.map((r) => r.requesterId),
    now,
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.requesterId);
    return card
      ? [{ ...card, superLike: r.direction === 'super', likedAt: r.likedAt.toISOString() }]
      : [];
  });
}

/** POST /api/dating/dismiss-match: ends the match for both; the conversation closes. */
export async function dismissMatch(
  ctx: AppContext,
  me: string,
  input: DismissMatchRequest,
): Promise<void> {
  const other = input.matchedUserId.toLowerCase();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, after) => {
    // The caller's own id is part of the pair, so nobody can end someone else's match.
    const [ended] = await tx
      .update(matches)
      .set({ endedAt: now })
      .where(
        and(
          eq(matches.userA, matchPair(me, other).userA),
          eq(matches.userB, matchPair(me, other).userB),
          isNull(matches.endedAt),
        ),
      )
      .returning({ id: matches.id });
    if (!ended) throw notFound('That match was not found.');
    after.publish(me, { type: 'match_ended', withUserId: other });
    after.publish(other, { type: 'match_ended', withUserId: me });
  });
}
