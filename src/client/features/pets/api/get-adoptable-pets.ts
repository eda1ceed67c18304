import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdoptablePetListSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { PETS_KEY } from './keys';

/** Adoption templates, each with what adopting it costs this caller now. */
export function getAdoptablePets() {
  return apiJson(AdoptablePetListSchema, 'GET', '/api/pets/adoptable');
}

export function adoptablePetsQueryOptions() {
  return queryOptions({ queryKey: [...PETS_KEY, 'adoptable'], queryFn: getAdoptablePets });
}

export function useAdoptablePets() {
  return useQuery(adoptablePetsQueryOptions());
}
