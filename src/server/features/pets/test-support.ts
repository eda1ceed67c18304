/** Helpers shared by the pets, challenges and bank server tests. */
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  challengeProgress,
  gameResults,
  notifications,
  petActivities,
  pets,
  transactions,
  users,
} from '../../db/schema';
import { creditCoins } from '../../domain/ledger';
import type { Pet } from '../../../shared/schemas/pets';
import type { TestApp, TestUser } from '../../test/helpers';

export async function onboard(user: TestUser, body: Record<string, unknown> = {}): Promise<Pet> {
  const res = await user.inject('POST', '/api/pets', {
    name: 'Ember',
    type: 'dragon',
    variant: 'fire',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Pet;
}

export async function giveCoins(t: TestApp, userId: string, amount: number) {
  await t.database.db.transaction((tx) =>
    creditCoins(tx, userId, amount, 'Test top-up', t.clock.now()),
  );
}

/** Sets stats directly (test setup), exact as of the test clock's now. */
export async function setPet(t: TestApp, petId: string, values: Partial<typeof pets.$inferInsert>) {
  await t.database.db
    .update(pets)
    .set({ statsAt: t.clock.now(), ...values })
    .where(eq(pets.id, petId));
}

export async function petRow(t: TestApp, petId: string) {
  const [row] = await t.database.db.select().from(pets).where(eq(pets.id, petId));
  return row;
}

export async function userRow(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no user');
  return row;
}

/** Everything a care action could change for a user, to check that a refusal changed nothing. */
export async function snapshot(t: TestApp, userId: string) {
  const db = t.database.db;
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  const user = await userRow(t, userId);
  return {
    pets: await db.select().from(pets).where(eq(pets.userId, userId)).orderBy(pets.id),
    coins: user.coins,
    gameWins: user.gameWins,
    lastPetActionAt: user.lastPetActionAt,
    transactions: await n(
      db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)),
    ),
    activities: await n(
      db.select({ n: count() }).from(petActivities).where(eq(petActivities.userId, userId)),
    ),
    games: await n(
      db.select({ n: count() }).from(gameResults).where(eq(gameResults.userId, userId)),
    ),
    challenges: await db
      .select()
      .from(challengeProgress)
      .where(eq(challengeProgress.userId, userId))
      .orderBy(challengeProgress.challengeId),
    notifications: await n(
      db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    ),
  };
}

export async function lowEnergyNotifications(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'low_energy')));
}

export async function transactionsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(transactions).where(eq(transactions.userId, userId));
}
