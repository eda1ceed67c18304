import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS } from '../../../../shared/constants';
import { NotificationListResponseSchema } from '../../../../shared/schemas/notifications';
import { apiJson } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './keys';

export function getNotifications(page: number, limit: number = NOTIFICATIONS.pageSize) {
  return apiJson(
    NotificationListResponseSchema,
    'GET',
    `/api/notifications?page=${page}&limit=${limit}`,
  );
}

/** Spec section 9: pages of 25, 'Load more' fetches the next one. */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY],
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.notifications.length, 0);
      return loaded < last.total && last.notifications.length > 0 ? pages.length + 1 : undefined;
    },
    refetchOnMount: 'always',
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
