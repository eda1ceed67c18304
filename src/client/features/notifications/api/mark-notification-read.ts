import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationSchema } from '../../../../shared/schemas/notifications';
import { apiJson } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from './keys';

export function markNotificationRead(id: string) {
  return apiJson(NotificationSchema, 'POST', `/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    },
  });
}
