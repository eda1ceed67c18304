import { Menu, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { NotificationBell } from '../../../components/notification-bell';
import { Logo } from '../../../components/ui/logo';

const iconLink =
  'flex h-10 w-10 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-100 active:scale-95';

/** Spec section 2 "Profile": logo, then messages, notifications (with the unread dot) and More. */
export function ProfileHeader() {
  return (
    // With large text the shortcuts wrap below the logo instead of running off the screen.
    <header className="sticky top-0 z-30 box-content flex min-h-14 flex-wrap items-center gap-1 bg-canvas/85 px-4 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <Logo size="sm" className="min-w-0 flex-1" />
      <nav aria-label="Shortcuts" className="flex items-center">
        <Link to="/messages" aria-label="Messages" className={iconLink}>
          <MessageCircle className="h-6 w-6" strokeWidth={2} aria-hidden="true" />
        </Link>
        <NotificationBell />
        <Link to="/more" aria-label="More" className={iconLink}>
          <Menu className="h-6 w-6" strokeWidth={2} aria-hidden="true" />
        </Link>
      </nav>
    </header>
  );
}
