import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicProfileSchema } from '../../../../shared/schemas/dating';
import { ApiError, apiJson } from '../../../lib/api-client';
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

/** The server's answer for someone who is gone, blocked (either way) or not an id: 404 or 400. */
export function isProfileUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function usePublicProfile(userId: string, { enabled = true } = {}) {
  return useQuery({ ...publicProfileQueryOptions(userId), enabled });
}
