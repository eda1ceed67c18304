import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { ChallengeListSchema } from '../../../../shared/schemas/challenges';
import { apiJson } from '../../../lib/api-client';

export function getChallenges() {
  return apiJson(ChallengeListSchema, 'GET', '/api/challenges');
}

export function challengesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/challenges'],
    queryFn: getChallenges,
    refetchInterval: POLLING.petMs,
  });
}

export function useChallenges() {
  return useQuery(challengesQueryOptions());
}
