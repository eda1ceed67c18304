import type { QueryClient } from '@tanstack/react-query';
import { OWN_PROFILE_KEY } from '../../../lib/own-profile';

/**
 * Query keys are the URL path split (STYLE.md); every pet query sits under ['/api/pets'], so
 * invalidating that prefix refreshes the list, the active pet, adoption prices and activities.
 */
export const PETS_KEY = ['/api/pets'] as const;

/**
 * What a pet change can move: pets, daily challenges, the ledger, the caller's balance, and the
 * deck, which depends on the caller's active pet type and last care (docs/rules.md "The deck").
 */
export function invalidatePetWorld(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PETS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/challenges'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/transactions'] }),
    queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/dating/potential-matches'] }),
  ]);
}
