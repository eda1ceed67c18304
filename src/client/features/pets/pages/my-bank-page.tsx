import { ArrowDownLeft, ArrowUpRight, Heart, Star, Trophy } from 'lucide-react';
import { CARE, ECONOMY } from '../../../../shared/constants';
import { CoinIcon } from '../../../components/coin-badge';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTransactions } from '../api/get-transactions';
import { useCoins } from '../api/get-user-profile';
import { PetLoadError } from '../components/load-error';
import { amountLabel, transactionDateLabel } from '../lib/bank';
import { formatCount } from '../../../../shared/format';

const WAYS_TO_EARN = [
  { icon: Trophy, text: `Daily challenges +${ECONOMY.challengeReward}` },
  { icon: Star, text: `Pet level up +${CARE.levelUpCoins}` },
  { icon: Heart, text: `New match +${ECONOMY.newMatchCoins}` },
];

/** My Bank (spec section 2): balance and the transaction list. */
export function Component() {
  const coins = useCoins();
  const transactions = useTransactions();
  const list = transactions.data ?? [];
  return (
    <div>
      <PageHeader title="My Bank" back />
      <div className="flex flex-col gap-4 px-4 pb-4">
        <section
          aria-label="Current balance"
          className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-coin-400 via-amber-400 to-orange-500 p-5 text-amber-950 shadow-[0_16px_40px_-12px_rgb(245_158_11/0.6)]"
        >
          <div
            className="absolute -right-8 -top-8 h-36 w-36 rounded-full bg-white/20"
            aria-hidden="true"
          />
          <div
            className="absolute -bottom-14 right-10 h-32 w-32 rounded-full bg-white/10"
            aria-hidden="true"
          />
          <p className="relative text-sm font-extrabold uppercase tracking-wider text-amber-900/80">
            Current Balance
          </p>
          <p className="relative mt-1 flex items-center gap-2 text-4xl font-black tabular-nums">
            <CoinIcon className="h-9 w-9" />
            {formatCount(coins)}
          </p>
          <ul className="relative mt-4 flex flex-wrap gap-1.5">
            {WAYS_TO_EARN.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex items-center gap-1 rounded-full bg-white/35 px-2.5 py-1 text-caption font-extrabold"
              >
                <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="transactions-title"
          className="rounded-3xl bg-white p-4 shadow-card"
        >
          <h2 id="transactions-title" className="text-lg font-extrabold text-ink-900">
            Transactions
          </h2>
          {transactions.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label="Loading transactions" />
            </div>
          ) : transactions.isLoadingError ? (
            <PetLoadError what="your transactions" onRetry={() => void transactions.refetch()} />
          ) : list.length === 0 ? (
            <div className="py-10 text-center">
              <p className="text-4xl" aria-hidden="true">
                🪙
              </p>
              <p className="mt-2 font-extrabold text-ink-900">No transactions yet</p>
              <p className="text-sm text-ink-500">Care for your pet and play to earn coins.</p>
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-ink-100">
              {list.map((tx) => {
                const earned = tx.type === 'earned';
                const Icon = earned ? ArrowDownLeft : ArrowUpRight;
                return (
                  <li key={tx.id} className="flex items-center gap-3 py-3">
                    <span
                      className={cn(
                        'flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl',
                        earned ? 'bg-emerald-50 text-emerald-600' : 'bg-rose-50 text-rose-600',
                      )}
                      aria-hidden="true"
                    >
                      <Icon className="h-5 w-5" strokeWidth={2.5} />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-extrabold text-ink-900 wrap-break-word">
                        {tx.description}
                      </p>
                      <p className="text-xs font-semibold text-ink-500">
                        {transactionDateLabel(tx.createdAt)}
                      </p>
                    </div>
                    <span
                      className={cn(
                        'shrink-0 font-black tabular-nums',
                        earned ? 'text-emerald-700' : 'text-rose-700',
                      )}
                    >
                      <span className="sr-only">{earned ? 'Earned ' : 'Spent '}</span>
                      {amountLabel(tx)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
