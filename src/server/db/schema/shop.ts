import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { pets } from './pets';

export const shopItems = pgTable('shop_items', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  type: text('type', { enum: ['energy', 'accessory', 'food', 'premium', 'pet'] }).notNull(),
  rarity: text('rarity').notNull(),
  /** Energy restored, hunger restored, accessory key or pet type, depending on type. */
  effectAmount: integer('effect_amount'),
  effectKey: text('effect_key'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const userItems = pgTable(
  'user_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => shopItems.id),
    quantity: integer('quantity').notNull().default(1),
    /** For an accessory: the pet wearing it, if any. */
    equippedPetId: uuid('equipped_pet_id').references(() => pets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_items_user_idx').on(t.userId),
    uniqueIndex('user_items_user_item_key').on(t.userId, t.itemId),
  ],
);
