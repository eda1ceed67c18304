import {
  onlineManager,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type SendMessageRequest,
  SendMessageResponseSchema,
  type ThreadMessage,
} from '../../../../shared/schemas/messages';
import { apiJson, isConnectionProblem } from '../../../lib/api-client';
import { conversationQueryOptions } from './get-conversation';
import { CONVERSATIONS_KEY, conversationKey } from './keys';

export function sendMessage(input: SendMessageRequest) {
  return apiJson(SendMessageResponseSchema, 'POST', '/api/messages/send', input);
}

const sendKey = (receiverId: string) => ['/api/messages/send', receiverId] as const;

/** A message on its way: shown greyed under the thread until the server has it. */
export interface PendingSend {
  id: number;
  content: string;
  /** Offline: it goes out once the connection is back. */
  waiting: boolean;
}

/** The messages to `receiverId` still on their way, oldest first. */
export function usePendingSends(receiverId: string): PendingSend[] {
  return useMutationState({
    filters: { mutationKey: sendKey(receiverId), status: 'pending' },
    select: (mutation) => ({
      id: mutation.mutationId,
      content: String(mutation.state.variables),
      // Paused is also "queued behind the one before it"; only offline is waiting.
      waiting: mutation.state.isPaused && !onlineManager.isOnline(),
    }),
  });
}

/**
 * `beforeSend` runs as each send starts, after the ones before it (the mutation scope keeps them
 * in order): the chat waits there for a typing signal on its way.
 */
export function useSendMessage(receiverId: string, beforeSend?: () => Promise<void>) {
  const queryClient = useQueryClient();
  const key = sendKey(receiverId);

  /**
   * After a send that got no answer: the message is there if the thread, read again, has a new
   * one from the caller with this text. Then it was sent, and sending it again would repeat it.
   */
  async function arrivedAnyway(
    content: string,
    known: Set<string>,
  ): Promise<ThreadMessage | undefined> {
    const thread = await queryClient
      .fetchQuery({ ...conversationQueryOptions(receiverId), staleTime: 0 })
      .catch(() => []);
    return thread.find(
      (m) => m.receiverId === receiverId && !known.has(m.id) && m.content === content.trim(),
    );
  }

  return useMutation({
    mutationKey: key,
    // A message typed while the last one is on its way is sent after it, never beside it: two
    // requests in flight could reach the server in the other order.
    scope: { id: key.join(' ') },
    mutationFn: async (content: string) => {
      await beforeSend?.();
      const thread = queryClient.getQueryData<ThreadMessage[]>(conversationKey(receiverId)) ?? [];
      const known = new Set(thread.map((m) => m.id));
      try {
        return await sendMessage({ receiverId, content });
      } catch (error) {
        const arrived = isConnectionProblem(error) && (await arrivedAnyway(content, known));
        if (arrived) return arrived;
        throw error;
      }
    },
    onSuccess: (message) => {
      // Shown at once; the refetch below (and the socket echo) confirm it.
      queryClient.setQueryData<ThreadMessage[]>(conversationKey(receiverId), (thread = []) =>
        thread.some((m) => m.id === message.id)
          ? thread
          : [...thread, { heartedByReceiver: false, ...message }],
      );
      void queryClient.invalidateQueries({ queryKey: conversationKey(receiverId) });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
