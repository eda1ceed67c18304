import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { UserSchema } from '../../../../shared/schemas/user';
import { apiJson } from '../../../lib/api-client';

export function getUserProfile() {
  return apiJson(UserSchema, 'GET', '/api/user/profile');
}

/** Spec section 7: the own profile is polled every 45 s. */
export const userProfileQuery = queryOptions({
  queryKey: ['/api/user/profile'],
  queryFn: getUserProfile,
  refetchInterval: POLLING.userProfileMs,
});

export function useUserProfile() {
  return useQuery(userProfileQuery);
}
