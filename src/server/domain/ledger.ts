import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Every coin change goes through here, inside the caller's transaction, so the balance and its
 * transaction row move together: users.coins == sum(earned) - sum(spent), always. Each change is
 * one call of petmatch_move_coins (migration 0012), which the swipe and challenge functions in the
 * database use too: the balance update and, only when it happened, its transaction row.
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

/** One coin move through the database's ledger function (migration 0012). */
async function moveCoins(
  tx: Executor,
  userId: string,
  type: 'earned' | 'spent',
  amount: number,
  description: string,
  at: Date,
): Promise<number | null> {
  const result = await tx.execute(
    sql`select petmatch_move_coins(${userId}, ${type}, ${amount}::int, ${description}, ${at.toISOString()}::timestamptz) as coins`,
  );
  const row = result.rows[0] as { coins: number | string | null } | undefined;
  return row?.coins === null || row?.coins === undefined ? null : Number(row.coins);
}
