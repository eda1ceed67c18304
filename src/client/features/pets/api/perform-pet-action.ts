import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareAction } from '../../../../shared/constants';
import { PetActionResponseSchema, type PetActionRequest } from '../../../../shared/schemas/pets';
import { apiJson, isConnectionProblem } from '../../../lib/api-client';
import { idempotencyHeaders, type Keyed, retryLostAnswer } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';
import { activePetQueryOptions } from './get-active-pet';
import { invalidatePetWorld } from './keys';

/** POST /api/pets/{id}/action, keyed: a lost answer can be asked again safely. */
export function postPetAction(petId: string, body: PetActionRequest, key: string) {
  return apiJson(
    PetActionResponseSchema,
    'POST',
    `/api/pets/${encodeURIComponent(petId)}/action`,
    body,
    idempotencyHeaders(key),
  );
}

/** A tap on a care button. */
export function performPetAction({
  input: { petId, action },
  key,
}: Keyed<{ petId: string; action: CareAction }>) {
  return postPetAction(petId, { action }, key);
}

export function usePerformPetAction() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: performPetAction,
    // A lost answer is asked again with the same key: the action is done once, and said.
    ...retryLostAnswer,
    onSuccess: (res) => {
      queryClient.setQueryData(activePetQueryOptions().queryKey, res.pet);
      updateUser({ coins: res.coins, gameWins: res.gameWins });
      // Not awaited: the pet above is already fresh, the rest refreshes in the background.
      void invalidatePetWorld(queryClient);
    },
    // Still no answer after the retries: it may have been done. Show what the server holds.
    onError: (error) => {
      if (isConnectionProblem(error)) void invalidatePetWorld(queryClient);
    },
  });
}
