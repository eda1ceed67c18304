import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys are the URL path split (STYLE.md); every pet query sits under ['/api/pets'], so
 * invalidating that prefix refreshes the list, the active pet, adoption prices and activities.
 */
export const PETS_KEY = ['/api/pets'] as const;

/** What a pet change can move: pets, daily challenges, the ledger and the caller's balance. */
export function invalidatePetWorld(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PETS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/challenges'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/transactions'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/user/profile'] }),
  ]);
}
