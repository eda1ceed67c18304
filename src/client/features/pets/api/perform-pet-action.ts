import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareAction } from '../../../../shared/constants';
import { PetActionResponseSchema } from '../../../../shared/schemas/pets';
import { apiJson, isConnectionProblem } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { activePetQueryOptions } from './get-active-pet';
import { invalidatePetWorld } from './keys';

export function performPetAction({ petId, action }: { petId: string; action: CareAction }) {
  return apiJson(PetActionResponseSchema, 'POST', `/api/pets/${encodeURIComponent(petId)}/action`, {
    action,
  });
}

export function usePerformPetAction() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: performPetAction,
    onSuccess: (res) => {
      queryClient.setQueryData(activePetQueryOptions().queryKey, res.pet);
      updateUser({ coins: res.coins, gameWins: res.gameWins });
      // Not awaited: the pet above is already fresh, the rest refreshes in the background.
      void invalidatePetWorld(queryClient);
    },
    // No answer: the action may have been done. Show the pet and coins the server holds.
    onError: (error) => {
      if (isConnectionProblem(error)) void invalidatePetWorld(queryClient);
    },
  });
}
