import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { blocks, matches, preferences, profileImages, swipes, users } from '../../db/schema';
import {
  countChallengeEvents,
  type CountedChallenge,
  settleChallenges,
} from '../../domain/challenges';
import { type AfterCommit, type AppContext, inTransaction } from '../../domain/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../domain/errors';
import { creditCoins } from '../../domain/ledger';
import { createNotification } from '../../domain/notifications';
import { DATING, ECONOMY } from '../../../shared/constants';
import { challengeDayKey } from '../../../shared/rules/day';
import type {
  DismissRequestRequest,
  SwipeRequest,
  SwipeResponse,
} from '../../../shared/schemas/dating';
import { photoUrl } from '../../../shared/schemas/photos';
import { loadActivePets, toPetSummary } from './cards';
import { forgetQueue } from './deck-queue';
import { demoLikesBack } from './demo-likes';
import { matchPair } from './relations';

const PERSON_NOT_FOUND = 'That person could not be found.';
const HOUR_MS = 3_600_000;

interface Person {
  id: string;
  displayName: string;
  isDemo: boolean;
}

interface Pair {
  self: Person | undefined;
  other: Person | undefined;
  blocked: boolean;
}

/**
 * Locks both people's rows in id order for the rest of the transaction, so swipes between one
 * pair run one after the other: two simultaneous likes see each other and make exactly one
 * match. NO KEY UPDATE does not hold up inserts that merely reference these users. The same
 * statement says whether either has blocked the other (one round trip, bench/README.md).
 */
async function lockPair(tx: Tx, me: string, other: string): Promise<Pair> {
  const blockedEitherWay = sql<boolean>`exists (select 1 from ${blocks}
    where (${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other})
       or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}))`;
  const rows = await tx
    .select({
      id: users.id,
      displayName: users.displayName,
      isDemo: users.isDemo,
      blocked: blockedEitherWay,
    })
    .from(users)
    .where(inArray(users.id, [me, other]))
    .orderBy(asc(users.id))
    .for('no key update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    self: byId.get(me),
    other: byId.get(other),
    blocked: rows.some((r) => r.blocked === true || (r.blocked as unknown) === 't'),
  };
}

/**
 * Records the swipe, counts it toward today's challenges and, in the same statement, reads
 * whether the other person already liked the caller (both rows are locked, so that answer cannot
 * change before commit). A swipe that was not inserted is refused, which rolls its count back.
 */
async function insertSwipe(
  tx: Tx,
  me: string,
  target: string,
  direction: SwipeRequest['direction'],
  now: Date,
): Promise<{ inserted: boolean; likedMe: boolean; challenges: CountedChallenge[] }> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${swipes} (swiper_id, swiped_id, direction, created_at)
      values (${me}, ${target}, ${direction}, ${now.toISOString()}::timestamptz)
      on conflict do nothing
      returning 1
    ),
    counted as (${countChallengeEvents(tx, me, ['swipe'], now).getSQL()})
    select exists (select 1 from inserted) as "inserted",
           exists (select 1 from ${swipes}
                   where swiper_id = ${target} and swiped_id = ${me}
                     and direction in ('right', 'super')) as "likedMe",
           (select json_agg(counted) from counted) as "challenges"`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  const yes = (v: unknown) => v === true || v === 't';
  return {
    inserted: yes(row?.inserted),
    likedMe: yes(row?.likedMe),
    challenges: parseCounted(row?.challenges),
  };
}

/** The counted CTE's rows as json_agg gives them (snake_case keys, a string or parsed json). */
function parseCounted(value: unknown): CountedChallenge[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Array<{
    challenge_id: string;
    progress: number;
    completed_at: string | null;
  }>;
  return rows.map((r) => ({
    challengeId: r.challenge_id,
    progress: r.progress,
    completedAt: r.completed_at,
  }));
}

/** PRODUCT_RULES.md 3: a swipe; right or super on someone who liked the caller is a match. */
export async function swipe(
  ctx: AppContext,
  me: string,
  input: SwipeRequest,
): Promise<SwipeResponse> {
  const target = input.swipedId.toLowerCase();
  if (target === me) throw badRequest('You cannot swipe on yourself.');
  const now = ctx.clock.now();

  const result = await inTransaction(ctx, async (tx, after): Promise<SwipeResponse> => {
    const { self, other, blocked } = await lockPair(tx, me, target);
    if (!self) throw notFound('User not found.');
    if (!other || blocked) throw notFound(PERSON_NOT_FOUND);
    if (input.direction === 'super') await checkSuperLikeAllowed(tx, me, now);

    const swiped = await insertSwipe(tx, me, target, input.direction, now);
    if (!swiped.inserted) throw conflict('You have already swiped on this person.');
    await settleChallenges(tx, me, swiped.challenges, now);
    const { likedMe } = swiped;

    if (input.direction === 'left') return { isMatch: false, match: null };

    let matched = likedMe && (await createMatch(tx, after, self, other, now));
    if (!matched && other.isDemo && demoLikesBack(me, target)) {
      await tx
        .insert(swipes)
        .values({ swiperId: target, swipedId: me, direction: 'right', createdAt: now })
        .onConflictDoNothing();
      matched = await matchIfMutual(tx, after, self, other, now);
    }
    if (!matched) {
      if (input.direction === 'super') {
        await createNotification(tx, after, {
          userId: target,
          type: 'want_to_meet',
          title: 'Someone wants to meet you!',
          message: `${self.displayName} super liked you. Say hi from your Wants to Meet list.`,
          relatedUserId: me,
          at: now,
        });
      }
      return { isMatch: false, match: null };
    }

    const pets = await loadActivePets(tx, [me, target]);
    const theirPet = pets.get(target);
    const myPet = pets.get(me);
    const [photo] = await tx
      .select({ id: profileImages.id })
      .from(profileImages)
      .where(eq(profileImages.userId, target))
      .orderBy(asc(profileImages.createdAt), asc(profileImages.id))
      .limit(1);
    return {
      isMatch: true,
      match: {
        userId: target,
        displayName: other.displayName,
        profileImage: photo ? photoUrl(photo.id) : null,
        pet: theirPet ? toPetSummary(theirPet, now) : null,
        yourPet: myPet ? toPetSummary(myPet, now) : null,
      },
    };
  });
  // A super like puts its sender at the front of the receiver's next deck.
  if (input.direction === 'super') forgetQueue(ctx, target);
  return result;
}

/** Super likes: only with enableSuperLikes, and DATING.superLikesPerDay per New York day. */
async function checkSuperLikeAllowed(tx: Tx, me: string, now: Date) {
  const [prefs] = await tx
    .select({ enabled: preferences.enableSuperLikes })
    .from(preferences)
    .where(eq(preferences.userId, me));
  if (prefs && !prefs.enabled) {
    throw forbidden('Super likes are turned off in your dating preferences.');
  }
  // A New York day is at most 25 hours long (daylight saving), so that window holds all of today.
  const recent = await tx
    .select({ createdAt: swipes.createdAt })
    .from(swipes)
    .where(
      and(
        eq(swipes.swiperId, me),
        eq(swipes.direction, 'super'),
        gte(swipes.createdAt, new Date(now.getTime() - 25 * HOUR_MS)),
      ),
    );
  const today = challengeDayKey(now);
  const usedToday = recent.filter((s) => challengeDayKey(s.createdAt) === today).length;
  if (usedToday >= DATING.superLikesPerDay) {
    throw new HttpError(
      429,
      `You have used all ${DATING.superLikesPerDay} super likes for today. More tomorrow!`,
    );
  }
}

/**
 * If `other` already liked or super-liked `self`, creates the match once (ON CONFLICT DO
 * NOTHING on the pair's unique index), tells both and pays both. Returns whether it did.
 */
export async function matchIfMutual(
  tx: Tx,
  after: AfterCommit,
  self: Pick<Person, 'id' | 'displayName'>,
  other: Pick<Person, 'id' | 'displayName'>,
  now: Date,
): Promise<boolean> {
  const [liked] = await tx
    .select({ direction: swipes.direction })
    .from(swipes)
    .where(
      and(
        eq(swipes.swiperId, other.id),
        eq(swipes.swipedId, self.id),
        inArray(swipes.direction, ['right', 'super']),
      ),
    );
  return liked ? createMatch(tx, after, self, other, now) : false;
}

/** The match of two people who liked each other: created once, both told and paid. */
async function createMatch(
  tx: Tx,
  after: AfterCommit,
  self: Pick<Person, 'id' | 'displayName'>,
  other: Pick<Person, 'id' | 'displayName'>,
  now: Date,
): Promise<boolean> {
  const [created] = await tx
    .insert(matches)
    .values({ ...matchPair(self.id, other.id), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: matches.id });
  if (!created) return false;
  for (const [person, partner] of [
    [self, other],
    [other, self],
  ] as const) {
    await createNotification(tx, after, {
      userId: person.id,
      type: 'new_match',
      title: "It's a Match!",
      message: `You and ${partner.displayName} liked each other. Say hello!`,
      relatedUserId: partner.id,
      at: now,
    });
    await creditCoins(tx, person.id, ECONOMY.newMatchCoins, 'New match', now);
    after.publish(person.id, { type: 'match', withUserId: partner.id });
  }
  return true;
}

/**
 * Pass on a Wants to Meet request: hidden for good, and recorded as the caller's left swipe so
 * the requester never shows up in the deck again.
 */
export async function dismissRequest(
  ctx: AppContext,
  me: string,
  input: DismissRequestRequest,
): Promise<void> {
  const requester = input.requesterId.toLowerCase();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
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
  });
}
