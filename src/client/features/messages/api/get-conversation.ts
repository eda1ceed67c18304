import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { ThreadResponseSchema } from '../../../../shared/schemas/messages';
import { apiJson, ApiError } from '../../../lib/api-client';
import { conversationKey } from './keys';

/** Opening the thread also marks the caller's received messages read (server side). */
export function getConversation(userId: string) {
  return apiJson(
    ThreadResponseSchema,
    'GET',
    `/api/messages/conversation/${encodeURIComponent(userId)}`,
  );
}

/** Spec section 9: the thread is polled every 3 s; the socket brings news sooner. */
export function conversationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...conversationKey(userId)],
    queryFn: () => getConversation(userId),
    refetchOnMount: 'always',
    // A closed conversation (403) stays closed: stop polling it.
    refetchInterval: (query) => (isClosedConversation(query.state.error) ? false : POLLING.chatMs),
  });
}

export function useConversation(userId: string) {
  return useQuery(conversationQueryOptions(userId));
}

/** The server answers 403 when there is no current, unblocked match. */
export function isClosedConversation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
