import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { MatchesResponseSchema } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';

export function getMatches() {
  return apiJson(MatchesResponseSchema, 'GET', '/api/dating/matches');
}

/** The same query (and key) as the dating feature's list: kept for 5 minutes (spec section 9). */
export const matchesQuery = queryOptions({
  queryKey: ['/api/dating/matches'],
  queryFn: getMatches,
  staleTime: POLLING.matchesCacheMs,
});

/** The number of matches for the profile stats; null while unknown (loading, or a failed load). */
export function useMatchesCount(): number | null {
  const { data } = useQuery(matchesQuery);
  return data?.length ?? null;
}
