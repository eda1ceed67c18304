import { desc, eq } from 'drizzle-orm';
import { BANK } from '../../../shared/constants';
import type { Transaction } from '../../../shared/schemas/bank';
import { transactions } from '../../db/schema';
import type { AppContext } from '../../domain/context';

/** The caller's coin history, newest first, at most BANK.transactionListLimit entries. */
export async function listTransactions(ctx: AppContext, userId: string): Promise<Transaction[]> {
  const rows = await ctx.db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(BANK.transactionListLimit);
  return rows.map(toTransaction);
}

export function toTransaction(r: typeof transactions.$inferSelect): Transaction {
  return {
    id: r.id,
    type: r.type,
    amount: r.amount,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
  };
}
