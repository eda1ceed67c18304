import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetEnvelopeSchema } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { activePetQueryOptions } from './get-active-pet';
import { PETS_KEY } from './keys';

/** POST /api/pets/{id}/customize: rename only; the name is trimmed before sending (spec 5). */
export function customizePet({ petId, name }: { petId: string; name: string }) {
  return apiJson(PetEnvelopeSchema, 'POST', `/api/pets/${encodeURIComponent(petId)}/customize`, {
    name: name.trim(),
  });
}

export function useCustomizePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: customizePet,
    onSuccess: ({ pet }) => {
      if (pet.isActive) queryClient.setQueryData(activePetQueryOptions().queryKey, pet);
      return queryClient.invalidateQueries({ queryKey: PETS_KEY });
    },
  });
}
