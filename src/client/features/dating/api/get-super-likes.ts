import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  SuperLikesResponseSchema,
  type SuperLikesResponse,
} from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { SUPER_LIKES_KEY } from './keys';

export function getSuperLikes() {
  return apiJson(SuperLikesResponseSchema, 'GET', '/api/dating/super-likes');
}

/**
 * Asked again just after the server's day ends, when the next three are there: the server's wait
 * (`resetsInMs`) less the time since the answer came, both read off one clock each, so a device
 * clock that is off neither asks early (and then every second) nor late.
 */
export function untilReset(
  data: SuperLikesResponse | undefined,
  receivedAt: number,
  now = Date.now(),
): number | false {
  if (!data) return false;
  return Math.max(1_000, data.resetsInMs - (now - receivedAt) + 1_000);
}

/** Today's super likes left, counted by the server (so those sent from a phone count too). */
export function useSuperLikes() {
  return useQuery({
    queryKey: SUPER_LIKES_KEY,
    queryFn: getSuperLikes,
    refetchOnMount: 'always',
    refetchInterval: (query) => untilReset(query.state.data, query.state.dataUpdatedAt),
  });
}

/**
 * A super like was taken: one fewer at once, then the server's count, which also settles any
 * answer that was on its way meanwhile.
 */
export function spendSuperLike(queryClient: QueryClient) {
  queryClient.setQueryData<SuperLikesResponse>(SUPER_LIKES_KEY, (old) =>
    old ? { ...old, left: Math.max(0, old.left - 1) } : old,
  );
  return queryClient.invalidateQueries({ queryKey: SUPER_LIKES_KEY });
}
