import type { Transaction } from '../../../../shared/schemas/bank';
import { formatCount } from '../../../../shared/format';

/** '+50' for coins earned, '-2,000' otherwise (spec section 2 "My Bank"). */
export function amountLabel(tx: Pick<Transaction, 'type' | 'amount'>): string {
  const sign = tx.type === 'earned' ? '+' : '-';
  return `${sign}${formatCount(Math.abs(tx.amount))}`;
}

export function transactionDateLabel(createdAt: string | null): string {
  if (!createdAt) return 'Unknown date';
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return 'Unknown date';
  return new Date(at).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
