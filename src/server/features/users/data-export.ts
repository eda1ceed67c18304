import { asc, eq, or, sql } from 'drizzle-orm';
import type { DataExport } from '../../../shared/schemas/data-export';
import { photoUrl } from '../../../shared/schemas/photos';
import {
  blocks,
  gameResults,
  matches,
  messages,
  notifications,
  petActivities,
  profileImages,
  reports,
  swipes,
  transactions,
  userItems,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../domain/context';
import { loadOwnUser } from '../../domain/users';
import { toTransaction } from '../bank/service';
import { toNotification } from '../notifications/service';
import { readPets } from '../pets/service';

const iso = (d: Date) => d.toISOString();

/**
 * GET /api/user/export: everything kept about the caller, oldest first in each list (pets as My
 * Pet lists them, the active one first). Each query names the caller in its condition, so nothing
 * of anyone else's can come back; other people appear by id only, and a match also by name.
 */
export async function exportMyData(ctx: AppContext, me: string): Promise<DataExport> {
  // One snapshot on one connection: the lists agree with each other (a message and its match),
  // and a download does not take a pool connection per list.
  const now = ctx.clock.now();
  const rows = await ctx.db.transaction((tx) => readEverything(tx, me, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return toExport(rows, me, now);
}

async function readEverything(tx: Executor, me: string, now: Date) {
  return {
    account: await loadOwnUser(tx, me),
    photos: await tx
      .select({ id: profileImages.id, createdAt: profileImages.createdAt })
      .from(profileImages)
      .where(eq(profileImages.userId, me))
      .orderBy(asc(profileImages.createdAt), asc(profileImages.id)),
    pets: await readPets(tx, me, now),
    careActions: await tx
      .select()
      .from(petActivities)
      .where(eq(petActivities.userId, me))
      .orderBy(asc(petActivities.createdAt), asc(petActivities.id)),
    games: await tx
      .select()
      .from(gameResults)
      .where(eq(gameResults.userId, me))
      .orderBy(asc(gameResults.createdAt), asc(gameResults.id)),
    coins: await tx
      .select()
      .from(transactions)
      .where(eq(transactions.userId, me))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
    items: await tx
      .select()
      .from(userItems)
      .where(eq(userItems.userId, me))
      .orderBy(asc(userItems.createdAt), asc(userItems.id)),
    swiped: await tx
      .select()
      .from(swipes)
      .where(eq(swipes.swiperId, me))
      .orderBy(asc(swipes.createdAt)),
    matched: await tx
      .select({
        userA: matches.userA,
        userB: matches.userB,
        createdAt: matches.createdAt,
        endedAt: matches.endedAt,
        otherName: users.displayName,
      })
      .from(matches)
      .innerJoin(
        users,
        sql`${users.id} = case when ${matches.userA} = ${me} then ${matches.userB} else ${matches.userA} end`,
      )
      .where(or(eq(matches.userA, me), eq(matches.userB, me)))
      .orderBy(asc(matches.createdAt), asc(matches.id)),
    talk: await tx
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, me), eq(messages.receiverId, me)))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    notices: await tx
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    blocked: await tx
      .select()
      .from(blocks)
      .where(eq(blocks.blockerId, me))
      .orderBy(asc(blocks.createdAt)),
    reported: await tx
      .select()
      .from(reports)
      .where(eq(reports.reporterId, me))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
  };
}

function toExport(
  {
    account,
    photos,
    pets,
    careActions,
    games,
    coins,
    items,
    swiped,
    matched,
    talk,
    notices,
    blocked,
    reported,
  }: Awaited<ReturnType<typeof readEverything>>,
  me: string,
  now: Date,
): DataExport {
  return {
    exportedAt: iso(now),
    account,
    photos: photos.map((p) => ({
      id: p.id,
      url: photoUrl(p.id),
      thumbnailUrl: photoUrl(p.id, 'thumb'),
      createdAt: iso(p.createdAt),
    })),
    pets,
    careActions: careActions.map((a) => ({
      petId: a.petId,
      action: a.action,
      result: a.result,
      createdAt: iso(a.createdAt),
    })),
    games: games.map((g) => ({
      petId: g.petId,
      won: g.won,
      moves: g.moves,
      seconds: g.timeElapsed,
      perfect: g.perfect,
      createdAt: iso(g.createdAt),
    })),
    transactions: coins.map(toTransaction),
    items: items.map((i) => ({
      itemId: i.itemId,
      quantity: i.quantity,
      wornByPetId: i.equippedPetId,
      createdAt: iso(i.createdAt),
    })),
    swipes: swiped.map((s) => ({
      userId: s.swipedId,
      direction: s.direction,
      createdAt: iso(s.createdAt),
    })),
    matches: matched.map((m) => ({
      userId: m.userA === me ? m.userB : m.userA,
      displayName: m.otherName,
      matchedAt: iso(m.createdAt),
      endedAt: m.endedAt ? iso(m.endedAt) : null,
    })),
    messages: talk.map((m) => ({
      withUserId: m.senderId === me ? m.receiverId : m.senderId,
      sentByMe: m.senderId === me,
      content: m.content,
      read: m.readByReceiver,
      hearted: m.heartedByReceiver,
      createdAt: iso(m.createdAt),
    })),
    notifications: notices.map(toNotification),
    blocked: blocked.map((b) => ({ userId: b.blockedId, createdAt: iso(b.createdAt) })),
    reports: reported.map((r) => ({
      userId: r.reportedId,
      reason: r.reason,
      details: r.details,
      createdAt: iso(r.createdAt),
    })),
  };
}
