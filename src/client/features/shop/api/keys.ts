import type { QueryClient } from '@tanstack/react-query';
import { OWN_PROFILE_KEY } from '../../../lib/own-profile';

/** Query keys are the URL path split (STYLE.md). */
export const SHOP_ITEMS_KEY = ['/api/shop/items'] as const;
export const USER_ITEMS_KEY = ['/api/user/items'] as const;
export const PETS_KEY = ['/api/pets'] as const;
export const ACTIVE_PET_KEY = ['/api/pets', 'active'] as const;
export const TRANSACTIONS_KEY = ['/api/transactions'] as const;

/**
 * Refreshes every pet query, whatever screen made it: keys under '/api/pets' ('/api/pets' +
 * 'active', or '/api/pets/active' as one segment) all start with that path.
 */
export function invalidatePets(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => String(q.queryKey[0]).startsWith(PETS_KEY[0]),
  });
}

/** A purchase moved coins: the ledger and the caller's balance. */
export function invalidateCoins(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY }),
  ]);
}
