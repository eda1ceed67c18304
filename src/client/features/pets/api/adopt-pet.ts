import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdoptPetResponseSchema, type AdoptPetRequest } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { idempotencyHeaders, type Keyed, retryLostAnswer } from '../../../lib/idempotency';
import { clearPendingPet } from '../../../lib/pending-pet';
import { useSession } from '../../../lib/session';
import { invalidatePetWorld } from './keys';

/** POST /api/pets/adopt: the server charges its own price (free for the first pet). */
export function adoptPet({ input, key }: Keyed<AdoptPetRequest>) {
  return apiJson(AdoptPetResponseSchema, 'POST', '/api/pets/adopt', input, idempotencyHeaders(key));
}

export function useAdoptPet() {
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: adoptPet,
    // A lost answer is asked again with the same key: one adoption, one charge.
    ...retryLostAnswer,
    onSuccess: ({ coins }) => {
      updateUser({ coins });
      // A first pet adopted instead of made in onboarding: the wizard's pick has nothing to fill.
      clearPendingPet(user?.id);
      return invalidatePetWorld(queryClient);
    },
  });
}
