import { and, type Column, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { idIn } from '../../db/id-in';
import { blocks, matches, messages, notifications, users } from '../../db/schema';
import { type AfterCommit, type AppContext, inTransaction } from '../../domain/context';
import { forbidden } from '../../domain/errors';
import { createNotification } from '../../domain/notifications';
import { MESSAGES } from '../../../shared/constants';
import {
  type Message,
  messagePreview,
  type SendMessageRequest,
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

/** Both directions of a conversation between two users. */
function betweenPair(a: string, b: string | Column) {
  return or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );
}

/** The caller's open conversation: its match row, and which side of it the caller is. */
interface OpenConversation {
  matchId: string;
  iAmUserA: boolean;
  myName: string;
}

/**
 * PRODUCT_RULES.md 3: only a current match that neither side has blocked may talk. With `lock`,
 * the match row stays locked until the transaction ends, so a send cannot race an unmatch or
 * a block (both update that row) and two sends to one person are counted one after the other.
 * One statement; it also answers the caller's display name, which a send's notification needs.
 */
async function requireOpenConversation(
  tx: Tx,
  me: string,
  other: string,
  { lock = false } = {},
): Promise<OpenConversation> {
  if (me === other) throw forbidden('You can only message people you have matched with.');
  const pair = or(
    and(eq(matches.userA, me), eq(matches.userB, other)),
    and(eq(matches.userA, other), eq(matches.userB, me)),
  );
  const query = tx
    .select({
      id: matches.id,
      userA: matches.userA,
      endedAt: matches.endedAt,
      blocked: sql<boolean>`exists (select 1 from ${blocks}
        where (${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other})
           or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}))`,
      myName: sql<string>`(select ${users.displayName} from ${users} where ${users.id} = ${me})`,
    })
    .from(matches)
    .where(pair);
  const [match] = lock ? await query.for('update', { of: matches }) : await query;
  if (!match) throw forbidden('You can only message people you have matched with.');
  const blocked = match.blocked === true || (match.blocked as unknown) === 't';
  if (match.endedAt || blocked) throw forbidden('This conversation is closed.');
  return { matchId: match.id, iAmUserA: match.userA === me, myName: match.myName };
}

/**
 * Stores the message and, in the same statement, makes it the conversation's latest, counts it
 * as unread for the receiver, and finds the receiver's unread new_message notification from
 * the sender, if any (the collapse rule below).
 */
async function insertMessage(
  tx: Tx,
  conversation: OpenConversation,
  senderId: string,
  input: SendMessageRequest,
  now: Date,
): Promise<{ row: MessageRow; unreadCount: number; notificationId: string | null }> {
  // The receiver's side of the match row: user_b when the sender is user_a.
  const unread = sql.raw(conversation.iAmUserA ? 'unread_by_b' : 'unread_by_a');
  const result = await tx.execute(sql`
    with message as (
      insert into ${messages} (sender_id, receiver_id, content, created_at)
      values (${senderId}, ${input.receiverId}, ${input.content}, ${now.toISOString()}::timestamptz)
      returning id, created_at, read_by_receiver
    ), summary as (
      update ${matches}
      set last_message_id = (select id from message), last_message_at = (select created_at from message),
          last_message_sender_id = ${senderId}, last_message_content = ${input.content},
          last_message_read = false, ${unread} = ${unread} + 1
      where id = ${conversation.matchId}
      returning ${unread} as unread
    )
    select message.id, message.created_at as "createdAt", message.read_by_receiver as "read",
           summary.unread,
           (select ${notifications.id} from ${notifications}
            where ${notifications.userId} = ${input.receiverId}
              and ${notifications.type} = 'new_message'
              and ${notifications.relatedUserId} = ${senderId}
              and not ${notifications.isRead}
            order by ${notifications.createdAt} desc
            limit 1) as "notificationId"
    from message, summary`);
  const r = result.rows[0] as
    | {
        id: string;
        createdAt: string | Date;
        read: boolean | string;
        unread: number | string;
        notificationId: string | null;
      }
    | undefined;
  if (!r) throw new Error('message insert returned nothing');
  return {
    row: {
      id: r.id,
      senderId,
      receiverId: input.receiverId,
      content: input.content,
      createdAt: new Date(r.createdAt),
      readByReceiver: r.read === true || r.read === 't',
    },
    unreadCount: Math.max(1, Number(r.unread)),
    notificationId: r.notificationId,
  };
}

/**
 * PRODUCT_RULES.md 3, collapse rule: while the receiver has an unread new_message notification
 * from this sender, it is rewritten (count, time) instead of a second one being added.
 */
async function notifyNewMessage(
  tx: Tx,
  after: AfterCommit,
  message: MessageRow,
  senderName: string,
  unreadCount: number,
  existingId: string | null,
): Promise<void> {
  const name = senderName || 'Your match';
  const title = unreadCount > 1 ? `New messages from ${name}` : `New message from ${name}`;
  const text = unreadCount > 1 ? `${unreadCount} new messages` : messagePreview(message.content);

  if (existingId) {
    await tx
      .update(notifications)
      .set({ title, message: text, createdAt: message.createdAt })
      .where(eq(notifications.id, existingId));
    after.publish(message.receiverId, { type: 'notification', notificationId: existingId });
    return;
  }
  await createNotification(tx, after, {
    userId: message.receiverId,
    type: 'new_message',
    title,
    message: text,
    relatedUserId: message.senderId,
    at: message.createdAt,
  });
}

/** POST /api/messages/send: message and notification in one transaction, events after commit. */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  input: SendMessageRequest,
): Promise<Message> {
  return inTransaction(ctx, async (tx, after) => {
    const conversation = await requireOpenConversation(tx, senderId, input.receiverId, {
      lock: true,
    });
    const { row, unreadCount, notificationId } = await insertMessage(
      tx,
      conversation,
      senderId,
      input,
      ctx.clock.now(),
    );
    await notifyNewMessage(tx, after, row, conversation.myName, unreadCount, notificationId);
    const event = {
      type: 'message' as const,
      fromUserId: senderId,
      toUserId: input.receiverId,
      messageId: row.id,
    };
    after.publish(senderId, event);
    after.publish(input.receiverId, event);
    return toMessage(row);
  });
}

/**
 * GET /api/messages/conversation/{userId}: the latest messages, oldest first. Opening the thread
 * reads what the other person sent: their messages and the matching notification become read.
 */
export async function openThread(ctx: AppContext, me: string, other: string): Promise<Message[]> {
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
      await tx
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(
            eq(notifications.userId, me),
            eq(notifications.type, 'new_message'),
            eq(notifications.relatedUserId, other),
            eq(notifications.isRead, false),
          ),
        );
      after.publish(other, { type: 'messages_read', byUserId: me });
    }
    const latest = await tx
      .select()
      .from(messages)
      .where(betweenPair(me, other))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGES.threadLimit);
    return latest.reverse().map(toMessage);
  });
}
