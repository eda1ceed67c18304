import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn';

const TABS = [
  {
    to: '/home',
    label: 'Home',
    current: (path: string) => path === '/home',
    icon: 'M3 11.5L12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  },
  {
    to: '/dating',
    label: 'Dating',
    current: (path: string) => path === '/dating' || path.startsWith('/dating/'),
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  },
  {
    to: '/profile',
    label: 'Profile',
    // /profile/{id} is someone else's profile, not this tab; editing one's own still is.
    current: (path: string) => path === '/profile' || path === '/profile/edit',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
  },
  {
    to: '/my-pet',
    label: 'My Pet',
    // Choosing, renaming and adopting pets happen under this tab too.
    current: (path: string) =>
      ['/my-pet', '/pet-selection', '/pet-customization', '/adopt-pet'].includes(path) ||
      path.startsWith('/adopt-pet/'),
    icon: 'M8.5 9.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm7 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm14 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm-7 6c-2.5 0-4.5-1.5-4.5-3.5S9.5 12 12 12s4.5 2.5 4.5 4.5S14.5 20 12 20z',
  },
] as const;

/** The four tabs of spec section 2 "Bottom navigation". */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="mx-auto flex max-w-md">
        {TABS.map((tab) => {
          const isActive = tab.current(pathname.replace(/\/+$/, '') || '/');
          return (
            <li key={tab.to} className="flex-1">
              <Link
                to={tab.to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-0.5 py-2 text-caption font-bold transition',
                  isActive ? 'text-brand-600' : 'text-ink-500 hover:text-ink-700',
                )}
              >
                <span
                  className={cn(
                    'flex h-8 w-12 items-center justify-center rounded-full transition',
                    isActive && 'bg-brand-50',
                  )}
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="h-6 w-6"
                    fill={isActive ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.9"
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    aria-hidden="true"
                  >
                    <path d={tab.icon} />
                  </svg>
                </span>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
