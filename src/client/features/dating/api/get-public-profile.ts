import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicProfileSchema } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { publicProfileKey } from './keys';

export function getPublicProfile(userId: string) {
  return apiJson(PublicProfileSchema, 'GET', `/api/users/${encodeURIComponent(userId)}`);
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: publicProfileKey(userId),
    queryFn: () => getPublicProfile(userId),
  });
}

export function usePublicProfile(userId: string, { enabled = true } = {}) {
  return useQuery({ ...publicProfileQueryOptions(userId), enabled });
}
