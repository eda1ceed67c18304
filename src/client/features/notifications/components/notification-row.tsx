import { BatteryLow, Heart, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import type { Notification, NotificationType } from '../../../../shared/schemas/notifications';
import { cn } from '../../../lib/cn';
import { notificationAgeLabel } from '../lib/age-label';

const LOOK: Record<NotificationType, { icon: LucideIcon; tint: string }> = {
  new_message: { icon: MessageCircle, tint: 'bg-grape-100 text-grape-600' },
  new_match: { icon: Heart, tint: 'bg-brand-100 text-brand-600' },
  want_to_meet: { icon: Sparkles, tint: 'bg-coin-100 text-coin-700' },
  low_energy: { icon: BatteryLow, tint: 'bg-sky-100 text-sky-600' },
};

/** One notification; unread ones are tinted and carry a dot. */
export function NotificationRow({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: Date;
  onOpen: (n: Notification) => void;
}) {
  const { icon: Icon, tint } = LOOK[notification.type];
  const unread = !notification.isRead;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      aria-label={`${unread ? 'Unread: ' : ''}${notification.title}. ${notification.message}`}
      className={cn(
        '@container flex w-full items-start gap-3 rounded-3xl px-4 py-3.5 text-left transition active:scale-[0.99]',
        unread ? 'bg-white shadow-card' : 'hover:bg-white/70',
      )}
    >
      {/* With very large text (the queries are in rem) the icon steps aside and the time goes under
          the title, so the words keep the row's width. */}
      <span
        className={cn(
          'flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl @max-[16rem]:hidden',
          tint,
        )}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-x-2 @max-[16rem]:flex-wrap">
          <span
            className={cn(
              'line-clamp-2 min-w-0 flex-1 text-body text-ink-900 wrap-anywhere @max-[16rem]:basis-full',
              unread ? 'font-extrabold' : 'font-bold',
            )}
          >
            {notification.title}
          </span>
          <time
            dateTime={notification.createdAt}
            className={cn('shrink-0 text-xs', unread ? 'font-bold text-brand-600' : 'text-ink-500')}
          >
            {notificationAgeLabel(notification.createdAt, now)}
          </time>
        </span>
        <span
          className={cn(
            'mt-0.5 line-clamp-2 block text-sm wrap-anywhere',
            unread ? 'text-ink-700' : 'text-ink-500',
          )}
        >
          {notification.message}
        </span>
      </span>
      {unread ? (
        <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-500" />
      ) : null}
    </button>
  );
}
