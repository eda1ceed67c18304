import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transactions, users } from '../db/schema';

/**
 * Every coin change goes through here, inside the caller's transaction, so the balance and its
 * transaction row move together: users.coins == sum(earned) - sum(spent), always. Each change is
 * one statement: the balance update and, only when it happened, its transaction row.
 */
export async function creditCoins(
  tx: Executor,
  userId: string,
  amount: number,
  description: string,
  at: Date,
): Promise<number> {
  const coins = await moveCoins(tx, userId, 'earned', amount, description, at);
  if (coins === null) throw new Error(`creditCoins: user ${userId} not found`);
  return coins;
}

/** Debits only when the balance covers it; returns the new balance, or null when it does not. */
export async function debitCoins(
  tx: Executor,
  userId: string,
  amount: number,
  description: string,
  at: Date,
): Promise<number | null> {
  return moveCoins(tx, userId, 'spent', amount, description, at);
}

async function moveCoins(
  tx: Executor,
  userId: string,
  type: 'earned' | 'spent',
  amount: number,
  description: string,
  at: Date,
): Promise<number | null> {
  const delta = type === 'earned' ? amount : -amount;
  // A debit never takes the balance below zero.
  const covered = type === 'spent' ? sql`and ${users.coins} >= ${amount}::int` : sql``;
  const result = await tx.execute(sql`
    with moved as (
      update ${users} set coins = ${users.coins} + ${delta}::int
      where ${users.id} = ${userId} ${covered}
      returning ${users.coins} as coins
    ), logged as (
      insert into ${transactions} (user_id, type, amount, description, created_at)
      select ${userId}, ${type}, ${amount}::int, ${description}, ${at.toISOString()}::timestamptz
      from moved
    )
    select coins from moved`);
  const row = result.rows[0] as { coins: number | string } | undefined;
  return row ? Number(row.coins) : null;
}
