import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { MatchesResponseSchema } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { MATCHES_KEY } from './keys';

export function getMatches() {
  return apiJson(MatchesResponseSchema, 'GET', '/api/dating/matches');
}

/** Spec section 7: the matches list is cached for 5 minutes. */
export function matchesQueryOptions() {
  return queryOptions({
    queryKey: MATCHES_KEY,
    queryFn: getMatches,
    staleTime: POLLING.matchesCacheMs,
  });
}

export function useMatches() {
  return useQuery(matchesQueryOptions());
}
