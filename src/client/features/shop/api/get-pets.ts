import { queryOptions } from '@tanstack/react-query';
import { PetListSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { PETS_KEY } from './keys';

/** The caller's pets (read again after a pet item is bought, spec section 7). */
export function getPets() {
  return apiJson(PetListSchema, 'GET', '/api/pets');
}

export function petsQueryOptions() {
  return queryOptions({ queryKey: [...PETS_KEY], queryFn: getPets });
}
