import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdoptPetResponseSchema, type AdoptPetRequest } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidatePetWorld } from './keys';

/** POST /api/pets/adopt: the server charges its own price (free for the first pet). */
export function adoptPet(body: AdoptPetRequest) {
  return apiJson(AdoptPetResponseSchema, 'POST', '/api/pets/adopt', body);
}

export function useAdoptPet() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: adoptPet,
    onSuccess: ({ coins }) => {
      updateUser({ coins });
      return invalidatePetWorld(queryClient);
    },
  });
}
