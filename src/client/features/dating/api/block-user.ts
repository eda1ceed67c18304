import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema } from '../../../../shared/schemas/common';
import { apiJson } from '../../../lib/api-client';
import { DECK_KEY, MATCHES_KEY, WANTS_TO_MEET_KEY, publicProfileKey } from './keys';

export function blockUser(userId: string) {
  return apiJson(OkSchema, 'POST', `/api/users/${encodeURIComponent(userId)}/block`);
}

/** A block hides the person everywhere: every list that could show them is read again. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: (_ok, userId) => {
      queryClient.removeQueries({ queryKey: publicProfileKey(userId) });
      return Promise.all(
        [
          DECK_KEY,
          MATCHES_KEY,
          WANTS_TO_MEET_KEY,
          ['/api/messages/conversations'],
          // The server deleted the notifications about the blocked person.
          ['/api/notifications'],
          ['/api/notifications/unread-count'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
