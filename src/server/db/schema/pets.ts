import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    variant: text('variant').notNull(),
    rarity: text('rarity').notNull().default('common'),
    personality: text('personality').notNull(),
    health: integer('health').notNull(),
    hunger: integer('hunger').notNull(),
    happiness: integer('happiness').notNull(),
    energy: integer('energy').notNull(),
    level: integer('level').notNull().default(1),
    experience: integer('experience').notNull().default(0),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Stats are exact as of this instant. Regeneration and decay advance it by whole hours only,
     * so the partial hour is carried forward (PRODUCT_RULES.md 2).
     */
    statsAt: timestamp('stats_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a low_energy notification went out; cleared once energy is back at 20+. */
    lowEnergyNotified: boolean('low_energy_notified').notNull().default(false),
    accessories: text('accessories')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pets_user_idx').on(t.userId),
    // Exactly one active pet per user, enforced by the database.
    uniqueIndex('pets_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);

export const petActivities = pgTable(
  'pet_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pet_activities_pet_created_idx').on(t.petId, t.createdAt),
    // INCLUDE (action) in migration 0019 (play styles count from the index alone).
    index('pet_activities_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Each user's pet activities counted per UTC day: by care kind, and every action by New York
 * hour bucket (night, morning, afternoon, evening; COMPATIBILITY.hourBucketStarts). Kept by a
 * trigger on pet_activities (migration 0022), so a play style reads ~30 rows a person instead
 * of every action of 30 days (features/dating/play-style.ts). Every writer of pet_activities holds
 * the user's row lock first (the care functions, items), so the day row adds no lock order.
 */
export const petActivityDays = pgTable(
  'pet_activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    feed: integer('feed').notNull().default(0),
    play: integer('play').notNull().default(0),
    groom: integer('groom').notNull().default(0),
    train: integer('train').notNull().default(0),
    night: integer('night').notNull().default(0),
    morning: integer('morning').notNull().default(0),
    afternoon: integer('afternoon').notNull().default(0),
    evening: integer('evening').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const gameResults = pgTable(
  'game_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    won: boolean('won').notNull(),
    moves: integer('moves').notNull(),
    timeElapsed: integer('time_elapsed_seconds').notNull(),
    perfect: boolean('perfect').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // INCLUDE (moves, time_elapsed_seconds) in migration 0020 (play styles average games from
    // the index alone).
    index('game_results_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per user, challenge and New York calendar day (PRODUCT_RULES.md 5). */
export const challengeProgress = pgTable(
  'challenge_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    challengeId: text('challenge_id').notNull(),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.challengeId] })],
);
