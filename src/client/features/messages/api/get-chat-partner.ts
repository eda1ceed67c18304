import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicProfileSchema } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';

/** The chat header needs the name and the photo only (spec section 7: GET /api/users/{id}). */
const ChatPartnerSchema = PublicProfileSchema.pick({
  id: true,
  displayName: true,
  profileImage: true,
});

export function getChatPartner(userId: string) {
  return apiJson(ChatPartnerSchema, 'GET', `/api/users/${encodeURIComponent(userId)}`);
}

export function chatPartnerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/users', userId],
    queryFn: () => getChatPartner(userId),
  });
}

export function useChatPartner(userId: string) {
  return useQuery(chatPartnerQueryOptions(userId));
}
