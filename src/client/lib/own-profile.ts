import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../shared/constants';
import { UserSchema } from '../../shared/schemas/user';
import { apiJson } from './api-client';

/** The signed-in user's own profile, one query for every screen (its key is the URL path). */
export const OWN_PROFILE_KEY = ['/api/user/profile'] as const;

export function getOwnProfile() {
  return apiJson(UserSchema, 'GET', '/api/user/profile');
}

/** Spec section 7: the own profile is polled every 45 s. */
export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: [...OWN_PROFILE_KEY],
    queryFn: getOwnProfile,
    refetchInterval: POLLING.userProfileMs,
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
