import { and, eq, isNull, or } from 'drizzle-orm';
import { blocks, matches, notifications, reports, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { badRequest, notFound } from '../../domain/errors';
import type { PublicProfile, ReportRequest } from '../../../shared/schemas/dating';
import { loadPersonCards } from './cards';
import { activeMatchBetween, isBlockedEitherWay, matchPair } from './relations';
import { loadViewer } from './viewer';

const PERSON_NOT_FOUND = 'That person could not be found.';

/**
 * POST /api/users/{id}/block: hides both people from each other everywhere (deck, wants to
 * meet, matches, messages, profiles, notifications) and ends any match between them.
 */
export async function blockUser(ctx: AppContext, me: string, userId: string): Promise<void> {
  const other = userId.toLowerCase();
  if (other === me) throw badRequest('You cannot block yourself.');
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, after) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, other));
    if (!exists) throw notFound(PERSON_NOT_FOUND);
    await tx
      .insert(blocks)
      .values({ blockerId: me, blockedId: other, createdAt: now })
      .onConflictDoNothing();
    // A notification about the other would open a chat or profile that is no longer there.
    await tx
      .delete(notifications)
      .where(
        or(
          and(eq(notifications.userId, me), eq(notifications.relatedUserId, other)),
          and(eq(notifications.userId, other), eq(notifications.relatedUserId, me)),
        ),
      );
    const pair = matchPair(me, other);
    const [ended] = await tx
      .update(matches)
      .set({ endedAt: now })
      .where(
        and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB), isNull(matches.endedAt)),
      )
      .returning({ id: matches.id });
    if (ended) {
      after.publish(me, { type: 'match_ended', withUserId: other });
      after.publish(other, { type: 'match_ended', withUserId: me });
    }
  });
}

/** POST /api/users/{id}/report: stored for moderation (also allowed after a block). */
export async function reportUser(
  ctx: AppContext,
  me: string,
  userId: string,
  input: ReportRequest,
): Promise<void> {
  const other = userId.toLowerCase();
  if (other === me) throw badRequest('You cannot report yourself.');
  const [exists] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, other));
  if (!exists) throw notFound(PERSON_NOT_FOUND);
  await ctx.db.insert(reports).values({
    reporterId: me,
    reportedId: other,
    reason: input.reason,
    details: input.details ?? '',
    createdAt: ctx.clock.now(),
  });
}

/** GET /api/users/{userId}: the public profile only (PRODUCT_RULES.md 7); 404 if blocked. */
export async function publicProfile(
  ctx: AppContext,
  me: string,
  userId: string,
): Promise<PublicProfile> {
  const other = userId.toLowerCase();
  const [person] = await ctx.db
    .select({ gameWins: users.gameWins })
    .from(users)
    .where(eq(users.id, other));
  if (!person || (other !== me && (await isBlockedEitherWay(ctx.db, me, other)))) {
    throw notFound(PERSON_NOT_FOUND);
  }
  const viewer = await loadViewer(ctx.db, me);
  const cards = await loadPersonCards(ctx, viewer, [other], ctx.clock.now());
  const card = cards.get(other);
  if (!card) throw notFound(PERSON_NOT_FOUND);
  const matched = other === me ? null : await activeMatchBetween(ctx.db, me, other);
  return { ...card, gameWins: person.gameWins, matchedWithYou: Boolean(matched) };
}
