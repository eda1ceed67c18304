import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationSchema } from '../../../../shared/schemas/notifications';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
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
    // Here, not at the call: the list has usually been left for the notification's screen.
    onError: () => {
      toast({ title: 'Failed to mark notification as read', variant: 'destructive' });
    },
  });
}
