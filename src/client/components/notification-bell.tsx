import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { cn } from '../lib/cn';

/**
 * The header's notifications button (spec section 2): a red dot while the unread count is
 * above 0. The count is polled every 30 s and refreshed live by the realtime socket.
 */
export function NotificationBell({
  className,
  iconClassName = 'h-6 w-6',
}: {
  className?: string;
  iconClassName?: string;
}) {
  const count = useUnreadCount();
  return (
    <Link
      to="/notifications"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      className={cn(
        'relative flex h-10 w-10 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-100 active:scale-95',
        className,
      )}
    >
      <Bell className={iconClassName} strokeWidth={2} aria-hidden="true" />
      {count > 0 ? (
        <span
          data-testid="unread-dot"
          className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white"
        />
      ) : null}
    </Link>
  );
}
