import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Requests that spend coins, by the key the app sent with them (domain/idempotency.ts): a repeat
 * of one whose answer was lost gets that answer again instead of spending twice.
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
