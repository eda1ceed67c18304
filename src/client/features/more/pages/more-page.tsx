import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronRight, LogOut } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { useCoins } from '../../shop/api/get-user-profile';
import { MORE_GROUPS } from '../more-entries';
import { formatCount } from '../../../../shared/format';
import { CoinIcon } from '../../../components/coin-badge';

/** Spec section 2 "More" (/more). */
export function Component() {
  const { user, logout } = useSession();
  // The server's balance: the copy kept with the session is stale after spending on another device.
  const coins = useCoins();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    await navigate('/login', { replace: true });
  };

  return (
    <div>
      <PageHeader title="More" back />
      <div className="space-y-6 px-4 pb-6 pt-1">
        {user ? (
          <Link
            to="/profile"
            className="flex items-center gap-3.5 rounded-3xl bg-gradient-to-br from-brand-500 to-grape-500 p-4 text-white shadow-lift"
          >
            <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white/20 text-2xl font-black ring-2 ring-white/40">
              {user.profileImage ? (
                <img
                  src={user.profileImage}
                  alt=""
                  className="h-full w-full object-cover object-[center_25%]"
                />
              ) : (
                user.displayName.trim().charAt(0).toUpperCase()
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-lg font-extrabold">{user.displayName}</span>
              <span className="block truncate text-sm text-white/80">@{user.username}</span>
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-white/20 px-3 py-1.5 text-sm font-extrabold">
              <CoinIcon className="h-4 w-4" />
              <span>
                {formatCount(coins)}
                <span className="sr-only"> coins</span>
              </span>
            </span>
          </Link>
        ) : null}

        {MORE_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`more-${group.title}`}>
            <h2
              id={`more-${group.title}`}
              className="mb-2 px-2 text-xs font-extrabold uppercase tracking-widest text-ink-500"
            >
              {group.title}
            </h2>
            <ul className="divide-y divide-ink-100 overflow-hidden rounded-3xl bg-white shadow-card">
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    // The card clips what overflows it, so the focus outline is drawn inside,
                    // rounded like the card at its ends.
                    className="flex items-center gap-3.5 px-4 py-3 transition hover:bg-canvas focus-visible:-outline-offset-2 active:bg-ink-100/50 [li:first-child>&]:rounded-t-3xl [li:last-child>&]:rounded-b-3xl"
                  >
                    <span
                      className={cn(
                        'flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl',
                        entry.tone,
                      )}
                    >
                      <entry.icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-extrabold text-ink-900">{entry.label}</span>
                      <span className="block truncate text-note text-ink-500">{entry.hint}</span>
                    </span>
                    <ChevronRight className="h-5 w-5 text-ink-300" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className="flex w-full items-center justify-center gap-2 rounded-3xl bg-white px-4 py-3.5 font-extrabold text-brand-600 shadow-card transition hover:bg-brand-50 disabled:opacity-60"
        >
          <LogOut className="h-5 w-5" aria-hidden="true" />
          {leaving ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </div>
  );
}
