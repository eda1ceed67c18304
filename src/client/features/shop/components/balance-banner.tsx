import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CoinIcon } from '../../../components/coin-badge';
import { formatCount } from '../../../../shared/format';

/** The coin balance; tapping it opens My Bank (spec section 2 "Shop"). */
export function BalanceBanner({ coins }: { coins: number }) {
  const amount = formatCount(coins);
  return (
    <Link
      to="/my-bank"
      aria-label={`Balance: ${amount} coins. Open My Bank`}
      className="relative flex flex-wrap items-center gap-3 overflow-hidden rounded-3xl bg-gradient-to-br from-coin-400 via-amber-400 to-orange-400 p-4 text-ink-900 shadow-card transition active:scale-[0.99]"
    >
      <span className="pointer-events-none absolute -right-6 -top-8 h-28 w-28 rounded-full bg-white/20" />
      <span className="pointer-events-none absolute -bottom-10 right-16 h-20 w-20 rounded-full bg-white/15" />
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white/40 shadow-sm">
        <CoinIcon className="h-10 w-10 animate-float" />
      </span>
      <span className="flex-1">
        <span className="block text-xs font-bold uppercase tracking-wider text-coin-700/80">
          Your balance
        </span>
        <span
          className="block text-3xl font-black tabular-nums leading-tight"
          data-testid="shop-balance"
        >
          {amount}
        </span>
      </span>
      <span className="relative flex items-center gap-0.5 rounded-full bg-white/50 py-1.5 pl-3 pr-2 text-sm font-extrabold text-coin-700">
        My Bank
        <ChevronRight className="h-4 w-4" strokeWidth={3} aria-hidden="true" />
      </span>
    </Link>
  );
}
