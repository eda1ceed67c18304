import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Message,
  type SendMessageRequest,
  SendMessageResponseSchema,
} from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';
import { CONVERSATIONS_KEY, conversationKey } from './keys';

export function sendMessage(input: SendMessageRequest) {
  return apiJson(SendMessageResponseSchema, 'POST', '/api/messages/send', input);
}

export function useSendMessage(receiverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage({ receiverId, content }),
    onSuccess: (message) => {
      // Shown at once; the refetch below (and the socket echo) confirm it.
      queryClient.setQueryData<Message[]>(conversationKey(receiverId), (thread = []) =>
        thread.some((m) => m.id === message.id) ? thread : [...thread, message],
      );
      void queryClient.invalidateQueries({ queryKey: conversationKey(receiverId) });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
