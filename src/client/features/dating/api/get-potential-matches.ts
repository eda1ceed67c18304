import { queryOptions, useQuery } from '@tanstack/react-query';
import { PotentialMatchesResponseSchema } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { DECK_KEY } from './keys';

export function getPotentialMatches() {
  return apiJson(PotentialMatchesResponseSchema, 'GET', '/api/dating/potential-matches');
}

export function potentialMatchesQueryOptions() {
  return queryOptions({ queryKey: DECK_KEY, queryFn: getPotentialMatches });
}

export function usePotentialMatches() {
  return useQuery(potentialMatchesQueryOptions());
}
