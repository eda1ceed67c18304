import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transactions, users } from '../db/schema';

/**
 * Every coin change goes through here, inside the caller's transaction, so the balance and its
 * transaction row move together: users.coins == sum(earned) - sum(spent), always.
 */
export async function creditCoins(
  tx: Executor,
  userId: string,
  amount: number,
  description: string,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ coins: sql`${users.coins} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ coins: users.coins });
  if (!row) throw new Error(`creditCoins: user ${userId} not found`);
  await tx
    .insert(transactions)
    .values({ userId, type: 'earned', amount, description, createdAt: at });
  return row.coins;
}

/** Debits only when the balance covers it; returns the new balance, or null when it does not. */
export async function debitCoins(
  tx: Executor,
  userId: string,
  amount: number,
  description: string,
  at: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ coins: sql`${users.coins} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.coins, amount)))
    .returning({ coins: users.coins });
  if (!row) return null;
  await tx
    .insert(transactions)
    .values({ userId, type: 'spent', amount, description, createdAt: at });
  return row.coins;
}
