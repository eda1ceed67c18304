import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { messagePreview } from '../../../shared/schemas/messages';

/**
 * The new_message notification's texts (docs/rules.md "Messages"), for the database's send
 * function: '{name}' is the sender's display name, '{count}' the receiver's unread messages.
 */
const SEND_COPY = JSON.stringify({
  oneTitle: 'New message from {name}',
  manyTitle: 'New messages from {name}',
  manyText: '{count} new messages',
  unnamed: 'Your match',
});

export interface MessageToSend {
  senderId: string;
  receiverId: string;
  content: string;
  at: Date;
  /** The send's Idempotency-Key (migration 0032), if it came with one. */
  key?: string;
}

/** Only 'ok' has written anything; 'repeat' names the message its key already sent. */
export type SendOutcome =
  | { outcome: 'ok'; messageId: string; notificationId: string }
  | { outcome: 'repeat'; messageId: string; notificationId: null }
  | { outcome: 'not_matched' | 'closed' | 'key_reused'; messageId: null; notificationId: null };

/**
 * Messages are written in batches under load (group commit, db/group-commit.ts): several
 * people's sends in one call of petmatch_send_message_batch (migrations 0017, 0032), each by
 * petmatch_send_message in arrival order. One writer per database, with two calls under way at
 * once: with one, a slow call held up every message behind it, and paced at 200 messages a
 * second the slowest 1 % took 84-105 ms to arrive against 39-51 ms with two (bench/README.md).
 */
export const messageWriter = builtOnce(
  (db) => new GroupCommit<MessageToSend, SendOutcome>((batch) => sendBatch(db, batch), 2),
);

async function sendBatch(db: Db, batch: MessageToSend[]): Promise<SendOutcome[]> {
  const result = await db.execute(sql`
    select outcome, message_id as "messageId", notification_id as "notificationId"
    from petmatch_send_message_batch(
      ${sql.param(batch.map((m) => m.senderId))}::uuid[],
      ${sql.param(batch.map((m) => m.receiverId))}::uuid[],
      ${sql.param(batch.map((m) => m.content))}::text[],
      ${sql.param(batch.map((m) => m.at.toISOString()))}::timestamptz[],
      ${sql.param(batch.map((m) => messagePreview(m.content)))}::text[],
      ${SEND_COPY}::jsonb,
      ${sql.param(batch.map((m) => m.key ?? null))}::text[])
    order by ord`);
  return result.rows as unknown as SendOutcome[];
}
