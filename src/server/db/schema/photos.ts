import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Keys in the storage backend: generated names, never the uploader's file name. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the uploaded bytes (hex), so the same file is not added twice; null before 0026. */
    contentHash: text('content_hash'),
  },
  // In photo order (oldest first, the main photo first): a person's photo ids come from the
  // index alone, without a sort (migration 0021).
  (t) => [
    index('profile_images_user_order_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('profile_images_user_content_idx').on(t.userId, t.contentHash),
  ],
);
