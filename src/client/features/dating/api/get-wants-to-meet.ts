import { queryOptions, useQuery } from '@tanstack/react-query';
import { WantsToMeetResponseSchema } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { WANTS_TO_MEET_KEY } from './keys';

export function getWantsToMeet() {
  return apiJson(WantsToMeetResponseSchema, 'GET', '/api/dating/wants-to-meet');
}

export function wantsToMeetQueryOptions() {
  return queryOptions({ queryKey: WANTS_TO_MEET_KEY, queryFn: getWantsToMeet });
}

export function useWantsToMeet() {
  return useQuery(wantsToMeetQueryOptions());
}
