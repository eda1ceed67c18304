import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { PetListSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { PETS_KEY } from './keys';

export function getPets() {
  return apiJson(PetListSchema, 'GET', '/api/pets');
}

export function petsQueryOptions() {
  return queryOptions({
    queryKey: [...PETS_KEY],
    queryFn: getPets,
    refetchInterval: POLLING.petMs,
  });
}

export function usePets() {
  return useQuery(petsQueryOptions());
}
