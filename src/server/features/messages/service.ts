import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idIn } from '../../db/id-in';
import { pgBool } from '../../db/values';
import { blocks, matches, messages } from '../../db/schema';
import { type Actor, type AppContext, inTransaction, publishEvent } from '../../domain/context';
import { forbidden, HttpError, notFound } from '../../domain/errors';
import { KEY_REUSED } from '../../domain/idempotency';
import { markNotificationsRead } from '../../domain/notifications';
import { messageWriter } from './send-batch';
import { MESSAGES } from '../../../shared/constants';
import type {
  Message,
  SendMessageRequest,
  ThreadMessage,
  TypingSignalRequest,
} from '../../../shared/schemas/messages';

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readByReceiver: row.readByReceiver,
  };
}

export function toThreadMessage(row: MessageRow): ThreadMessage {
  return { ...toMessage(row), heartedByReceiver: row.heartedByReceiver };
}

/** Both directions of a conversation between two users. */
function betweenPair(a: string, b: string) {
  return or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );
}

/**
 * A thread's length of a pair's messages, newest first; with `before`, only those before that
 * message. Thread order is time, then id for messages of the same instant. Each direction is read
 * from the pair index already in that order (at most a page of each) and the two are merged, so a
 * page costs the same in a long thread as in a new one; one query over both directions sorted
 * every message the pair ever wrote (bench/README.md "Long threads").
 */
function threadPage(db: Executor, me: string, other: string, before?: string) {
  const direction = (from: string, to: string) =>
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.senderId, from),
          eq(messages.receiverId, to),
          // A subquery, not the anchor's time read into JavaScript: a Date keeps milliseconds and
          // the column keeps microseconds.
          before === undefined
            ? undefined
            : sql`(${messages.createdAt}, ${messages.id}) <
              (select m.created_at, m.id from messages m where m.id = ${before})`,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGES.threadLimit);
  return direction(me, other)
    .unionAll(direction(other, me))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES.threadLimit);
}

const NOT_MATCHED = 'You can only message people you have matched with.';
const CLOSED = 'This conversation is closed.';

/** The caller's open conversation: its match row, and which side of it the caller is. */
interface OpenConversation {
  matchId: string;
  iAmUserA: boolean;
}

/**
 * PRODUCT_RULES.md 3: only a current match that neither side has blocked may talk (reading a
 * thread; a send makes the same checks in the database, on the locked match row).
 */
export async function requireOpenConversation(
  tx: Executor,
  me: string,
  other: string,
): Promise<OpenConversation> {
  if (me === other) throw forbidden(NOT_MATCHED);
  const [match] = await tx
    .select({
      id: matches.id,
      userA: matches.userA,
      endedAt: matches.endedAt,
      blocked: sql<boolean>`exists (select 1 from ${blocks}
        where (${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other})
           or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}))`,
    })
    .from(matches)
    .where(
      or(
        and(eq(matches.userA, me), eq(matches.userB, other)),
        and(eq(matches.userA, other), eq(matches.userB, me)),
      ),
    );
  if (!match) throw forbidden(NOT_MATCHED);
  if (match.endedAt || pgBool(match.blocked)) throw forbidden(CLOSED);
  return { matchId: match.id, iAmUserA: match.userA === me };
}

/**
 * POST /api/messages/send: one call of petmatch_send_message (migrations 0014, 0032, docs/
 * decisions/002): the match row locked, the open-conversation checks, the message, the
 * conversation's summary and the receiver's new_message notification (collapsed while unread),
 * in one round trip and one transaction, which under load it shares with other people's sends
 * (send-batch.ts). The events go out after it returns (it has committed).
 * With an Idempotency-Key, a repeat of a send that was written answers that message again and
 * changes and tells nothing.
 */
export async function sendMessage(
  ctx: AppContext,
  { userId: senderId, tab }: Actor,
  input: SendMessageRequest,
  key?: string,
): Promise<Message> {
  const receiverId = input.receiverId.toLowerCase();
  if (receiverId === senderId) throw forbidden(NOT_MATCHED);
  const now = ctx.clock.now();
  const sent = await messageWriter(ctx.db).write({
    senderId,
    receiverId,
    content: input.content,
    at: now,
    key,
  });
  if (sent.outcome === 'repeat') return sentBefore(ctx.db, sent.messageId);
  if (sent.outcome === 'key_reused') throw new HttpError(422, KEY_REUSED);
  if (sent.outcome === 'not_matched') throw forbidden(NOT_MATCHED);
  if (sent.outcome !== 'ok') throw forbidden(CLOSED);

  publishEvent(ctx, receiverId, { type: 'notification', notificationId: sent.notificationId });
  const event = {
    type: 'message' as const,
    fromUserId: senderId,
    toUserId: receiverId,
    messageId: sent.messageId,
  };
  publishEvent(ctx, senderId, { ...event, origin: tab });
  publishEvent(ctx, receiverId, event);
  return {
    id: sent.messageId,
    senderId,
    receiverId,
    content: input.content,
    createdAt: now.toISOString(),
    readByReceiver: false,
  };
}

/** The message a repeated send had written (the send function found it under the sender's key). */
async function sentBefore(db: Executor, messageId: string): Promise<Message> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  // Gone only if it was deleted since (its conversation's account went): as if never sent.
  if (!row) throw forbidden(NOT_MATCHED);
  return toMessage(row);
}

/**
 * POST /api/messages/typing: tells the receiver's open tabs that the caller is writing to them,
 * or has stopped.
 * Only a conversation the caller could send to (the same checks as reading it); nothing is
 * stored, so a lost signal costs nothing and the next keystroke's repeats it.
 */
export async function signalTyping(
  ctx: AppContext,
  me: string,
  input: TypingSignalRequest,
): Promise<{ ok: true }> {
  const receiverId = input.receiverId.toLowerCase();
  await requireOpenConversation(ctx.db, me, receiverId);
  publishEvent(ctx, receiverId, {
    type: input.typing ? 'typing' : 'typing_stopped',
    fromUserId: me,
  });
  return { ok: true };
}

/**
 * GET /api/messages/conversation/{userId}: the latest messages, oldest first. Opening the thread
 * reads what the other person sent: their messages and the matching notification become read.
 */
export async function openThread(
  ctx: AppContext,
  me: string,
  other: string,
): Promise<ThreadMessage[]> {
  return inTransaction(ctx, async (tx, after) => {
    const conversation = await requireOpenConversation(tx, me, other);
    const marked = await tx
      .update(messages)
      .set({ readByReceiver: true })
      .where(
        and(
          eq(messages.senderId, other),
          eq(messages.receiverId, me),
          eq(messages.readByReceiver, false),
        ),
      )
      .returning({ id: messages.id });
    if (marked.length > 0) {
      // Less what this read, not zero: a message sent meanwhile (its sender holds the match
      // row until commit, and this waits for it) stays unread and counted.
      const unread = conversation.iAmUserA ? matches.unreadByA : matches.unreadByB;
      await tx
        .update(matches)
        .set({
          [conversation.iAmUserA ? 'unreadByA' : 'unreadByB']:
            sql`greatest(0, ${unread} - ${marked.length})`,
          // The latest message's copy is read only if this marked it (not if it came meanwhile).
          lastMessageRead: sql`${matches.lastMessageRead} or ${idIn(
            matches.lastMessageId,
            marked.map((m) => m.id),
          )}`,
        })
        .where(eq(matches.id, conversation.matchId));
      await markNotificationsRead(tx, me, 'new_message', other);
      after.publish(other, { type: 'messages_read', byUserId: me });
    }
    const latest = await threadPage(tx, me, other);
    return latest.reverse().map(toThreadMessage);
  });
}

/**
 * GET /api/messages/conversation/{userId}/earlier: the messages before `before` in the same open
 * conversation, oldest first, a thread's length at most. Reading history marks nothing read: the
 * thread's own read did that for everything up to its newest message.
 */
export async function earlierMessages(
  ctx: AppContext,
  me: string,
  other: string,
  before: string,
): Promise<ThreadMessage[]> {
  await requireOpenConversation(ctx.db, me, other);
  const [anchor] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, before), betweenPair(me, other)));
  if (!anchor) throw notFound('Message not found.');
  const rows = await threadPage(ctx.db, me, other, before);
  return rows.reverse().map(toThreadMessage);
}
