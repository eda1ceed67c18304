import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { ActivePetResponseSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';

export function getActivePet() {
  return apiJson(ActivePetResponseSchema, 'GET', '/api/pets/active');
}

/** The active pet, or null (spec section 7; refreshed every 5 minutes). */
export const activePetQuery = queryOptions({
  queryKey: ['/api/pets/active'],
  queryFn: getActivePet,
  refetchInterval: POLLING.petMs,
});

export function useActivePet() {
  return useQuery(activePetQuery);
}
