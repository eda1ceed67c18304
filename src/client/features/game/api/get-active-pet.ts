import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivePetResponseSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';

export const activePetQuery = queryOptions({
  queryKey: ['/api/pets/active'],
  queryFn: () => apiJson(ActivePetResponseSchema, 'GET', '/api/pets/active'),
});

export function useActivePet() {
  return useQuery(activePetQuery);
}
