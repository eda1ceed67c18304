import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const swipes = pgTable(
  'swipes',
  {
    swiperId: uuid('swiper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    swipedId: uuid('swiped_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['left', 'right', 'super'] }).notNull(),
    /** Set when the swiped person dismissed this request on their Wants to Meet list. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.swiperId, t.swipedId] }),
    index('swipes_swiped_direction_idx').on(t.swipedId, t.direction),
    index('swipes_swiper_created_idx').on(t.swiperId, t.createdAt),
  ],
);

/** A match between two users, stored once with userA < userB. */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The conversation's summary, kept by sending and reading (features/messages/service.ts),
    // so the conversation list (conversations.ts there) reads one row per match
    // (bench/README.md "Conversations").
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    // A copy of the latest message's sender, text and read flag: the list shows it without
    // looking the message up (200 lookups for 200 conversations).
    lastMessageSenderId: uuid('last_message_sender_id'),
    lastMessageContent: text('last_message_content'),
    lastMessageRead: boolean('last_message_read'),
    /** Messages user_a received in this conversation and has not read yet. */
    unreadByA: integer('unread_by_a').notNull().default(0),
    /** Messages user_b received in this conversation and has not read yet. */
    unreadByB: integer('unread_by_b').notNull().default(0),
  },
  (t) => [
    uniqueIndex('matches_pair_key').on(t.userA, t.userB),
    index('matches_user_b_idx').on(t.userB),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the reporter has deleted their account: a report about someone stays for the
     * safety team however the reporter leaves (people who were harassed often do), without them.
     */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Deleting an account finds its reports both ways by these (and the data export by the first).
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_reported_idx').on(t.reportedId),
  ],
);
