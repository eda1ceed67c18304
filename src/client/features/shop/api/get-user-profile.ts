import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POLLING } from '../../../../shared/constants';
import { UserSchema } from '../../../../shared/schemas/user';
import { apiJson } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { USER_PROFILE_KEY } from './keys';

export function getUserProfile() {
  return apiJson(UserSchema, 'GET', '/api/user/profile');
}

export function userProfileQueryOptions() {
  return queryOptions({
    queryKey: [...USER_PROFILE_KEY],
    queryFn: getUserProfile,
    refetchInterval: POLLING.userProfileMs,
  });
}

/**
 * The balance the shop compares prices with: the session's copy, refreshed from the polled
 * profile (spec section 7: coins are copied into the stored user).
 */
export function useCoins(): number {
  const { user, updateUser } = useSession();
  const { data } = useQuery(userProfileQueryOptions());
  const coins = data?.coins;
  useEffect(() => {
    if (coins !== undefined) updateUser({ coins });
  }, [coins, updateUser]);
  return user?.coins ?? coins ?? 0;
}
