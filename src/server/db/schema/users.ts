import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    age: integer('age').notNull(),
    bio: text('bio').notNull().default(''),
    gender: text('gender'),
    sexualPreference: text('sexual_preference'),
    /** Location is a bundled US city (PRODUCT_RULES.md 3); coordinates never leave the server. */
    stateCode: text('state_code'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    coins: integer('coins').notNull().default(0),
    gameWins: integer('game_wins').notNull().default(0),
    /** Last care action on any pet: the deck's showOnlyActivePets filter reads it. */
    lastPetActionAt: timestamp('last_pet_action_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The deck's copy of this user's preferences and active pet type, kept by triggers on
     * `preferences` and `pets` (migration 0008), so the two-way deck filter reads one table.
     * Null until the user has preferences (the deck then leaves them out).
     */
    deckAgeMin: integer('deck_age_min'),
    deckAgeMax: integer('deck_age_max'),
    deckDistance: integer('deck_distance'),
    deckGenderPreference: text('deck_gender_preference'),
    deckSexualPreferenceFilter: text('deck_sexual_preference_filter'),
    deckPetPreference: text('deck_pet_preference'),
    deckShowOnlyActivePets: boolean('deck_show_only_active_pets'),
    activePetType: text('active_pet_type'),
    /**
     * The main photo (the oldest of profile_images), kept by triggers on profile_images
     * (migration 0025), so a list of people reads each one's photo with the row it already has.
     */
    mainImageId: uuid('main_image_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_state_age_idx').on(t.stateCode, t.age),
    // The dating deck's bounding box on the city centre (docs/rules.md "Dating"): a 2-D index,
    // where a (lat, lng) B-tree read the whole latitude band (3x the rows at 100k users).
    index('users_location_gist').using('gist', sql`point(${t.lng}, ${t.lat})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ageMin: integer('age_min').notNull(),
  ageMax: integer('age_max').notNull(),
  distance: integer('distance').notNull(),
  petPreference: text('pet_preference').notNull(),
  showOnlyActivePets: boolean('show_only_active_pets').notNull(),
  enableSuperLikes: boolean('enable_super_likes').notNull(),
  genderPreference: text('gender_preference').notNull(),
  sexualPreferenceFilter: text('sexual_preference_filter').notNull(),
  stateCode: text('state_code'),
  city: text('city'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['earned', 'spent'] }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_user_created_idx').on(t.userId, t.createdAt)],
);
