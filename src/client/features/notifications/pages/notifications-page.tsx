import { useNavigate } from 'react-router';
import type { Notification } from '../../../../shared/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationRow } from '../components/notification-row';
import { notificationTarget } from '../lib/notification-target';
import { useNow } from '../lib/use-now';

/** /notifications: newest first, 25 a page; a tap marks it read and opens what it is about. */
export function Component() {
  const navigate = useNavigate();
  const now = useNow();
  const list = useNotifications();
  const unreadCount = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  // The collapse rule can move a notification between pages: show each id once.
  const seen = new Set<string>();
  const items = (list.data?.pages ?? [])
    .flatMap((p) => p.notifications)
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)));

  // Opens at once and marks it read on the way: on a slow network the tap would otherwise wait for
  // the round trip, and offline it would navigate on its own once the connection came back.
  function open(n: Notification) {
    if (!n.isRead) markRead.mutate(n.id);
    navigate(notificationTarget(n));
  }

  async function readAll() {
    try {
      await markAll.mutateAsync();
    } catch {
      toast({ title: 'Failed to mark notification as read', variant: 'destructive' });
    }
  }

  return (
    <div>
      <PageHeader
        title="Notifications"
        back
        actions={
          unreadCount > 0 ? (
            <Button
              variant="soft"
              size="sm"
              onClick={() => void readAll()}
              disabled={markAll.isPending}
            >
              Mark all read
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading notifications" />
        </div>
      ) : list.isLoadingError ? (
        <EmptyState
          icon="😿"
          title="Could not load notifications"
          description="Check your connection and try again."
          action={<Button onClick={() => void list.refetch()}>Try Again</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon="🔔"
          title="No notifications yet"
          description="New matches, messages and pet alerts will show up here."
        />
      ) : (
        <div className="px-4 pb-6">
          <ul aria-label="Notifications" className="space-y-2">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationRow notification={n} now={now} onOpen={open} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm font-bold text-ink-700">
              Could not load more notifications. Check your connection and try again.
            </p>
          ) : null}
          {list.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
