import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HeartMessageRequest,
  type ThreadMessage,
  ThreadMessageSchema,
} from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { conversationKey } from './keys';

export function heartMessage(messageId: string, input: HeartMessageRequest) {
  return apiJson(
    ThreadMessageSchema,
    'PUT',
    `/api/messages/${encodeURIComponent(messageId)}/heart`,
    input,
  );
}

interface HeartInput {
  messageId: string;
  hearted: boolean;
}

/**
 * Puts a heart on a message from `senderId`, or takes it off. It shows at once; the thread is
 * read again once the server has answered, so a refusal puts it back. Taps in one chat go out in
 * order (a mutation scope), so the last tap is what stays.
 */
export function useHeartMessage(senderId: string) {
  const queryClient = useQueryClient();
  const key = conversationKey(senderId);
  return useMutation({
    scope: { id: `heart ${senderId}` },
    mutationFn: ({ messageId, hearted }: HeartInput) => heartMessage(messageId, { hearted }),
    onMutate: async ({ messageId, hearted }: HeartInput) => {
      // A poll already on its way must not bring the old state back over the new one.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ThreadMessage[]>(key, (thread) =>
        thread?.map((m) => (m.id === messageId ? { ...m, heartedByReceiver: hearted } : m)),
      );
    },
    onError: () =>
      toast({
        title: 'Heart Not Saved',
        description: 'Could not update the heart. Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
