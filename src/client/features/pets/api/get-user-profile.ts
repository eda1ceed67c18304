import { useEffect } from 'react';
import { useOwnProfile } from '../../../lib/own-profile';
import { useSession } from '../../../lib/session';

/**
 * Spec section 7: the profile is polled every 45 s; coins and gameWins are read and the coins
 * are copied into the stored session user, so every coin chip shows the same balance.
 */
export function useUserProfile() {
  const query = useOwnProfile();
  const { updateUser } = useSession();
  const coins = query.data?.coins;
  const gameWins = query.data?.gameWins;
  useEffect(() => {
    if (coins !== undefined && gameWins !== undefined) updateUser({ coins, gameWins });
  }, [coins, gameWins, updateUser]);
  return query;
}

/** The balance to show: the fresh profile's when loaded, else the session's copy. */
export function useCoins(): number {
  const { user } = useSession();
  const { data } = useUserProfile();
  return data?.coins ?? user?.coins ?? 0;
}
