import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { ActivePetResponseSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { PETS_KEY } from './keys';

/** The active pet, or null when the user has none. */
export function getActivePet() {
  return apiJson(ActivePetResponseSchema, 'GET', '/api/pets/active');
}

export function activePetQueryOptions() {
  return queryOptions({
    queryKey: [...PETS_KEY, 'active'],
    queryFn: getActivePet,
    refetchInterval: POLLING.petMs,
  });
}

export function useActivePet() {
  return useQuery(activePetQueryOptions());
}
