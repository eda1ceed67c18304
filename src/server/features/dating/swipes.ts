import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { swipes, users } from '../../db/schema';
import { markNotificationsRead } from '../../domain/notifications';
import {
  type AfterCommit,
  type AppContext,
  inTransaction,
  publishEvent,
} from '../../domain/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../domain/errors';
import { USER_NOT_FOUND } from '../../domain/users';
import { DATING, ECONOMY } from '../../../shared/constants';
import type {
  DismissRequestRequest,
  SwipeRequest,
  SwipeResponse,
} from '../../../shared/schemas/dating';
import { photoUrl } from '../../../shared/schemas/photos';
import { loadActivePets, toPetSummary } from './cards';
import { forgetQueue } from './deck-queue';
import { demoLikesBack } from './demo-likes';
import { SWIPE_COPY, swipeWriter, type SwipeOutcome } from './swipe-batch';

const PERSON_NOT_FOUND = 'That person could not be found.';

/**
 * PRODUCT_RULES.md 3: a swipe; right or super on someone who liked the caller is a match. The
 * whole swipe is one call of petmatch_swipe (migration 0012, docs/decisions/002): both people's
 * rows locked in id order, the checks, the swipe, Social Butterfly, and a match with its
 * notifications and coins, in one transaction, which it may share with other people's swipes
 * (swipe-batch.ts).
 */
export async function swipe(
  ctx: AppContext,
  me: string,
  input: SwipeRequest,
): Promise<SwipeResponse> {
  const target = input.swipedId.toLowerCase();
  if (target === me) throw badRequest('You cannot swipe on yourself.');
  const now = ctx.clock.now();
  const swiped = await swipeWriter(ctx.db).write({
    me,
    target,
    direction: input.direction,
    at: now,
    demoLikesBack: demoLikesBack(me, target),
  });
  refuse(swiped.outcome);

  announce(ctx, me, target, swiped);
  // A super like puts its sender at the front of the receiver's next deck.
  if (input.direction === 'super') forgetQueue(ctx, target);
  if (!swiped.isMatch) return { isMatch: false, match: null };
  return { isMatch: true, match: await matchCard(ctx, me, target, swiped.otherName ?? '', now) };
}

/** The refusals of petmatch_swipe; every one of them has written nothing. */
function refuse(outcome: SwipeOutcome['outcome']): void {
  switch (outcome) {
    case 'ok':
      return;
    case 'no_self':
      throw notFound(USER_NOT_FOUND);
    case 'not_found':
      throw notFound(PERSON_NOT_FOUND);
    case 'super_off':
      throw forbidden('Super likes are turned off in your dating preferences.');
    case 'super_limit':
      throw new HttpError(
        429,
        `You have used all ${DATING.superLikesPerDay} super likes for today. More tomorrow!`,
      );
    case 'duplicate':
      throw conflict('You have already swiped on this person.');
  }
}

/** The realtime events of a committed swipe: each stored notification to its owner, and a match. */
function announce(ctx: AppContext, me: string, target: string, swiped: SwipeOutcome): void {
  swiped.notifiedUsers?.forEach((userId, i) => {
    const notificationId = swiped.notificationIds?.[i];
    if (notificationId) publishEvent(ctx, userId, { type: 'notification', notificationId });
  });
  if (!swiped.isMatch) return;
  publishEvent(ctx, me, { type: 'match', withUserId: target });
  publishEvent(ctx, target, { type: 'match', withUserId: me });
}

/** The 'It's a Match!' overlay: the other person's main photo and both active pets. */
async function matchCard(
  ctx: AppContext,
  me: string,
  target: string,
  displayName: string,
  now: Date,
): Promise<NonNullable<SwipeResponse['match']>> {
  const [pets, [photo]] = await Promise.all([
    loadActivePets(ctx.db, [me, target]),
    ctx.db.select({ id: users.mainImageId }).from(users).where(eq(users.id, target)),
  ]);
  const theirPet = pets.get(target);
  const myPet = pets.get(me);
  return {
    userId: target,
    displayName,
    profileImage: photo?.id ? photoUrl(photo.id) : null,
    pet: theirPet ? toPetSummary(theirPet, now) : null,
    yourPet: myPet ? toPetSummary(myPet, now) : null,
  };
}

/**
 * If `other` already liked or super-liked `self`, creates the match once (petmatch_create_match:
 * the pair's unique index), tells both and pays both, inside the caller's transaction. Returns
 * whether it did. The demo seed makes its matches with it.
 */
export async function matchIfMutual(
  tx: Tx,
  after: AfterCommit,
  self: { id: string; displayName: string },
  other: { id: string; displayName: string },
  now: Date,
): Promise<boolean> {
  const result = await tx.execute(sql`
    select petmatch_create_match(${self.id}, ${self.displayName}, ${other.id},
      ${other.displayName}, ${now.toISOString()}::timestamptz, ${ECONOMY.newMatchCoins}::int,
      ${SWIPE_COPY}::jsonb) as "notificationIds"
    where exists (select 1 from ${swipes}
                  where swiper_id = ${other.id} and swiped_id = ${self.id}
                    and direction in ('right', 'super'))`);
  const ids = (result.rows[0] as { notificationIds?: string[] | null } | undefined)
    ?.notificationIds;
  if (!ids) return false;
  const [selfNote, otherNote] = ids;
  for (const [userId, withUserId, notificationId] of [
    [self.id, other.id, selfNote],
    [other.id, self.id, otherNote],
  ] as const) {
    if (notificationId) after.publish(userId, { type: 'notification', notificationId });
    after.publish(userId, { type: 'match', withUserId });
  }
  return true;
}

/**
 * Pass on a Wants to Meet request: hidden for good, and recorded as the caller's left swipe so
 * the requester never shows up in the deck again. Its super like notification, if unread, is
 * answered too (as a swipe answers it in petmatch_swipe).
 */
export async function dismissRequest(
  ctx: AppContext,
  me: string,
  input: DismissRequestRequest,
): Promise<void> {
  const requester = input.requesterId.toLowerCase();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, after) => {
    const [request] = await tx
      .update(swipes)
      .set({ dismissedAt: now })
      .where(
        and(
          eq(swipes.swiperId, requester),
          eq(swipes.swipedId, me),
          inArray(swipes.direction, ['right', 'super']),
          isNull(swipes.dismissedAt),
        ),
      )
      .returning({ swiperId: swipes.swiperId });
    if (!request) throw notFound('That request was not found.');
    await tx
      .insert(swipes)
      .values({ swiperId: me, swipedId: requester, direction: 'left', createdAt: now })
      .onConflictDoNothing();
    for (const id of await markNotificationsRead(tx, me, 'want_to_meet', requester)) {
      after.publish(me, { type: 'notification', notificationId: id });
    }
  });
}
