import { useEffect } from 'react';
import {
  MutationObserver,
  type MutationOptions,
  onlineManager,
  type QueryClient,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type Message,
  messagePreview,
  SendMessageResponseSchema,
  type ThreadMessage,
} from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';
import { returnUnsentText } from '../../../lib/chat-drafts';
import { idempotencyHeaders, retryLostAnswer } from '../../../lib/idempotency';
import { addToOutbox, type QueuedSend, queuedSends, removeFromOutbox } from '../../../lib/outbox';
import { useSession } from '../../../lib/session';
import { getStoredToken } from '../../../lib/storage';
import { randomId } from '../../../lib/tab-id';
import { toast } from '../../../lib/toast';
import { isClosedConversation } from './get-conversation';
import { CONVERSATIONS_KEY, conversationKey } from './keys';

/** One message, with the key that makes sending it again safe (server: migration 0032). */
export function sendMessage({ receiverId, content, key }: QueuedSend) {
  return apiJson(
    SendMessageResponseSchema,
    'POST',
    '/api/messages/send',
    { receiverId, content },
    idempotencyHeaders(key),
  );
}

const sendKey = (receiverId: string) => ['/api/messages/send', receiverId] as const;

/** What every send to `receiverId` does, whether written now or sent again from the outbox. */
function sendOptions(
  queryClient: QueryClient,
  me: string,
  receiverId: string,
): MutationOptions<Message, Error, QueuedSend> {
  const key = sendKey(receiverId);
  return {
    mutationKey: key,
    // A message typed while the last one is on its way is sent after it, never beside it: two
    // requests in flight could reach the server in the other order.
    scope: { id: key.join(' ') },
    mutationFn: sendMessage,
    // An answer lost on the way back: asked again with the same key, the server answers with the
    // message it wrote, or writes it now (lib/idempotency.ts).
    ...retryLostAnswer,
    // Kept until the server has it or it failed for good, across reloads (lib/outbox.ts).
    onMutate: (send) => addToOutbox(me, send),
    onSettled: (_message, _error, send) => removeFromOutbox(me, send.key),
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
  };
}

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
      content: (mutation.state.variables as QueuedSend).content,
      // Paused is also "queued behind the one before it"; only offline is waiting.
      waiting: mutation.state.isPaused && !onlineManager.isOnline(),
    }),
  });
}

/**
 * Sends `content` to `receiverId` as `me`; the promise settles when the server has it or it
 * failed. `beforeSend` runs as each send starts, after the ones before it (the mutation scope
 * keeps them in order): the chat waits there for a typing signal on its way.
 */
export function useSendMessage(
  me: string,
  receiver: { id: string; name: string | undefined },
  beforeSend?: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    ...sendOptions(queryClient, me, receiver.id),
    mutationFn: async (send: QueuedSend) => {
      await beforeSend?.();
      return sendMessage(send);
    },
  });
  return (content: string) =>
    mutateAsync({
      receiverId: receiver.id,
      receiverName: receiver.name,
      content,
      key: randomId(16),
    });
}

/** Spec section 4 "Messages": a message that could not be sent. */
export function toastSendFailed(description = 'Could not send message. Please try again.') {
  toast({ title: 'Message Failed', description, variant: 'destructive' });
}

const resent = new Set<string>();

/**
 * Sends again, once per page, what `me`'s outbox kept from before it: messages waiting for the
 * connection or on their way when the tab reloaded or the app closed. They show in their chats as
 * on their way, in the order written. One that fails comes back to its chat's box, or its draft,
 * as a failed send does; one whose conversation closed meanwhile cannot be sent at all. Either
 * way the toast says which message, to whom and why.
 */
function resendOutbox(queryClient: QueryClient, me: string): void {
  if (resent.has(me)) return;
  resent.add(me);
  for (const send of queuedSends(me)) {
    new MutationObserver(queryClient, sendOptions(queryClient, me, send.receiverId))
      .mutate(send)
      .catch((error: unknown) => {
        // Signed out meanwhile (the token refused): nothing of the account stays here.
        if (!getStoredToken()) return;
        // The user may be anywhere in the app by now: the toast says which message, and to whom.
        const to = send.receiverName ? ` to ${send.receiverName}` : '';
        const unsent = `“${messagePreview(send.content)}” could not be sent${to}`;
        if (isClosedConversation(error)) {
          toastSendFailed(`${unsent}: the conversation has closed.`);
        } else {
          toastSendFailed(`${unsent}. Please try again from your chat.`);
          returnUnsentText(me, send.receiverId, send.content);
        }
        void queryClient.invalidateQueries({ queryKey: conversationKey(send.receiverId) });
      });
  }
}

/** `resendOutbox` for the signed-in user, from the signed-in screens' layout. */
export function useResendOutbox() {
  const queryClient = useQueryClient();
  const me = useSession().user?.id;
  useEffect(() => {
    if (me) resendOutbox(queryClient, me);
  }, [queryClient, me]);
}
