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

/** Asked again just after the server's day ends, when the next three are there. */
function untilReset(data: SuperLikesResponse | undefined): number | false {
  if (!data) return false;
  return Math.max(1_000, Date.parse(data.resetsAt) - Date.now() + 1_000);
}

/** Today's super likes left, counted by the server (so those sent from a phone count too). */
export function useSuperLikes() {
  return useQuery({
    queryKey: SUPER_LIKES_KEY,
    queryFn: getSuperLikes,
    refetchOnMount: 'always',
    refetchInterval: (query) => untilReset(query.state.data),
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
