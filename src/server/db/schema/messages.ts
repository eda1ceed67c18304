import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    readByReceiver: boolean('read_by_receiver').notNull().default(false),
    /** The receiver put a heart on it (PUT /api/messages/{messageId}/heart). */
    heartedByReceiver: boolean('hearted_by_receiver').notNull().default(false),
    /**
     * The Idempotency-Key the app sent it with: a repeat of the send (its answer lost, or the tab
     * reloaded while it waited) finds this message instead of writing it twice.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One direction of a pair's thread in thread order (time, then id): a page of the thread is
    // read from here in both directions and merged, however long the thread.
    index('messages_pair_thread_idx').on(t.senderId, t.receiverId, t.createdAt, t.id),
    index('messages_receiver_unread_idx').on(t.receiverId, t.readByReceiver),
    // One pair's unread messages: the send's collapse count and the conversation list's badge
    // read only those rows, however long the thread (bench/README.md "Conversations").
    index('messages_pair_unread_idx')
      .on(t.senderId, t.receiverId)
      .where(sql`not ${t.readByReceiver}`),
    // Only keyed messages: sends without a key (other clients, the seed) add nothing to it.
    uniqueIndex('messages_sender_idempotency_key_idx')
      .on(t.senderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['new_message', 'new_match', 'want_to_meet', 'low_energy'],
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    relatedUserId: uuid('related_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
  ],
);
