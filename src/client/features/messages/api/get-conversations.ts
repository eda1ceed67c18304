import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConversationsResponseSchema } from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';
import { CONVERSATIONS_KEY } from './keys';

export function getConversations() {
  return apiJson(ConversationsResponseSchema, 'GET', '/api/messages/conversations');
}

/** Refetched on every visit; while open, the socket keeps it current. */
export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY],
    queryFn: getConversations,
    refetchOnMount: 'always',
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
