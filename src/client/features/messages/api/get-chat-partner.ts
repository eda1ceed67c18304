import { useQuery } from '@tanstack/react-query';
import { publicProfileQueryOptions } from '../../dating/api/get-public-profile';

/**
 * The chat header's name and photo come from GET /api/users/{id} (spec section 7), read through
 * the profile page's own query: both screens share that cache entry, so it must hold the whole
 * profile (a trimmed copy under the same key crashed "View profile" opened from a chat).
 */
export function useChatPartner(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
