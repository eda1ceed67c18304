import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
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

const heartKey = (senderId: string) => ['/api/messages/heart', senderId] as const;

/**
 * Puts a heart on a message from `senderId`, or takes it off. Taps in one chat go out in order (a
 * mutation scope), so the last one is what stays; until each is answered, `usePendingHearts`
 * shows it. The answer is written into the thread; a refusal reads the thread again and says so.
 */
export function useHeartMessage(senderId: string) {
  const queryClient = useQueryClient();
  const key = heartKey(senderId);
  return useMutation({
    mutationKey: key,
    scope: { id: key.join(' ') },
    mutationFn: ({ messageId, hearted }: HeartInput) => heartMessage(messageId, { hearted }),
    onSuccess: (answer) =>
      queryClient.setQueryData<ThreadMessage[]>(conversationKey(senderId), (thread) =>
        thread?.map((m) => (m.id === answer.id ? answer : m)),
      ),
    onError: () => {
      toast({
        title: 'Heart Not Saved',
        description: 'Could not update the heart. Please try again.',
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: conversationKey(senderId) });
    },
  });
}

/**
 * The hearts on their way in the chat with `senderId`, by message: the latest tap on each. Shown
 * from the tap (`withPendingHearts`), whatever a poll brings meanwhile: a poll answered between
 * two taps would otherwise undo the later one for a moment.
 */
export function usePendingHearts(senderId: string): ReadonlyMap<string, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: heartKey(senderId), status: 'pending' },
    select: (mutation) => mutation.state.variables as HeartInput,
  });
  return new Map(pending.map((tap) => [tap.messageId, tap.hearted]));
}

/** The thread as it will be once the hearts on their way are answered. */
export function withPendingHearts(
  thread: ThreadMessage[],
  pending: ReadonlyMap<string, boolean>,
): ThreadMessage[] {
  if (pending.size === 0) return thread;
  return thread.map((m) => {
    const hearted = pending.get(m.id);
    return hearted === undefined || hearted === m.heartedByReceiver
      ? m
      : { ...m, heartedByReceiver: hearted };
  });
}
