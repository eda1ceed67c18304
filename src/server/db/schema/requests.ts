import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Purchases, adoptions and care actions, by the key the app sent with them (domain/idempotency.ts,
 * migration 0034 for care): a repeat of one whose answer was lost gets that answer again instead
 * of being done twice.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What was asked (the call and its input): one key answers one request only. */
    request: text('request').notNull(),
    /**
     * The answer sent. Written by the request's own transaction, after its work: no other
     * request sees the key before it is there (a repeat waits on the key until then).
     */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
