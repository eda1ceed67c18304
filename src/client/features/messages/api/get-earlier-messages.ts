import { ThreadResponseSchema } from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';

/** The messages of the thread with `userId` before `before`, oldest first, a thread's length at most. */
export function getEarlierMessages(userId: string, before: string) {
  const query = new URLSearchParams({ before });
  return apiJson(
    ThreadResponseSchema,
    'GET',
    `/api/messages/conversation/${encodeURIComponent(userId)}/earlier?${query}`,
  );
}
