import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetSchema, type CreatePetRequest } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { clearPendingPet } from '../../../lib/pending-pet';
import { useSession } from '../../../lib/session';
import { activePetQueryOptions } from './get-active-pet';
import { invalidatePetWorld } from './keys';

/** POST /api/pets: the onboarding pet (the first one, free, active). */
export function createPet(body: CreatePetRequest) {
  return apiJson(PetSchema, 'POST', '/api/pets', body);
}

export function useCreatePet() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: createPet,
    onSuccess: (pet) => {
      clearPendingPet(user?.id);
      queryClient.setQueryData(activePetQueryOptions().queryKey, pet);
      return invalidatePetWorld(queryClient);
    },
  });
}
