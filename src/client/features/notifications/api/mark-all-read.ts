import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReadAllResponseSchema } from '../../../../shared/schemas/notifications';
import { apiJson } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from './keys';

export function markAllNotificationsRead() {
  return apiJson(ReadAllResponseSchema, 'POST', '/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    },
  });
}
