import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetEnvelopeSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { activePetQueryOptions } from './get-active-pet';
import { invalidatePetWorld } from './keys';

export function setActivePet(petId: string) {
  return apiJson(PetEnvelopeSchema, 'POST', `/api/pets/${encodeURIComponent(petId)}/set-active`);
}

export function useSetActivePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActivePet,
    onSuccess: ({ pet }) => {
      queryClient.setQueryData(activePetQueryOptions().queryKey, pet);
      return invalidatePetWorld(queryClient);
    },
  });
}
