import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { formatCount } from '../../shared/format';

/** A gold coin glyph (decorative). */
export function CoinIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn('h-5 w-5 shrink-0', className)} aria-hidden="true">
      <circle cx="12" cy="12" r="10.5" fill="#f59e0b" />
      <circle cx="12" cy="12" r="8" fill="#fbbf24" stroke="#fde68a" strokeWidth="1.2" />
      <path
        d="M12 7.2l1.4 2.9 3.2.4-2.3 2.2.6 3.2L12 14.4l-2.9 1.5.6-3.2-2.3-2.2 3.2-.4z"
        fill="#fff7d6"
        stroke="#d97706"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The coin balance chip; by default a link to /my-bank (spec section 2 "Home").
 * `tone="glass"` sits on a coloured scene, `tone="light"` on a white page.
 */
export function CoinBadge({
  coins,
  to = '/my-bank',
  tone = 'light',
  className,
}: {
  coins: number;
  to?: string | null;
  tone?: 'light' | 'glass';
  className?: string;
}) {
  const amount = formatCount(coins);
  const look = cn(
    'inline-flex h-9 items-center gap-1.5 rounded-full pl-1.5 pr-3 text-sm font-extrabold tabular-nums transition',
    tone === 'glass'
      ? 'bg-white/80 text-ink-900 shadow-sm ring-1 ring-white/70 backdrop-blur-md hover:bg-white'
      : 'bg-coin-100 text-coin-700 ring-1 ring-coin-400/40 hover:bg-coin-400/30',
    className,
  );
  if (!to)
    return (
      <span className={look}>
        <CoinIcon />
        {amount}
        <span className="sr-only"> coins</span>
      </span>
    );
  return (
    <Link to={to} className={look} aria-label={`${amount} coins, open My Bank`}>
      <CoinIcon />
      {amount}
    </Link>
  );
}
