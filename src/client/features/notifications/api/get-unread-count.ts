import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { UnreadCountResponseSchema } from '../../../../shared/schemas/notifications';
import { apiJson } from '../../../lib/api-client';
import { UNREAD_COUNT_KEY } from './keys';

export function getUnreadCount() {
  return apiJson(UnreadCountResponseSchema, 'GET', '/api/notifications/unread-count');
}

/** Spec section 9: polled every 30 s; the socket refreshes it as soon as something arrives. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...UNREAD_COUNT_KEY],
    queryFn: getUnreadCount,
    refetchInterval: POLLING.unreadCountMs,
    refetchOnMount: 'always',
  });
}

/** The caller's unread notification count (0 while loading or on error). */
export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions()).data?.count ?? 0;
}
