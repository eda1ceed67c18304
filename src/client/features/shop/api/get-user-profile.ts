import { useEffect } from 'react';
import { useOwnProfile } from '../../../lib/own-profile';
import { useSession } from '../../../lib/session';

/**
 * The balance the shop compares prices with: the session's copy, refreshed from the polled
 * profile (spec section 7: coins are copied into the stored user).
 */
export function useCoins(): number {
  const { user, updateUser } = useSession();
  const { data } = useOwnProfile();
  const coins = data?.coins;
  useEffect(() => {
    if (coins !== undefined) updateUser({ coins });
  }, [coins, updateUser]);
  return user?.coins ?? coins ?? 0;
}
