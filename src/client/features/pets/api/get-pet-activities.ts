import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '../../../../shared/constants';
import { PetActivityListSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { PETS_KEY } from './keys';

export function getPetActivities(petId: string) {
  return apiJson(PetActivityListSchema, 'GET', `/api/pets/${encodeURIComponent(petId)}/activities`);
}

export function petActivitiesQueryOptions(petId: string) {
  return queryOptions({
    queryKey: [...PETS_KEY, petId, 'activities'],
    queryFn: () => getPetActivities(petId),
    refetchInterval: POLLING.petMs,
  });
}

export function usePetActivities(petId: string | undefined) {
  return useQuery({ ...petActivitiesQueryOptions(petId ?? ''), enabled: Boolean(petId) });
}
