import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetActionResponseSchema, type GameResult } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';
import { invalidatePetWorld } from '../../pets/api/keys';

/** The game's result goes to the server as a play action; the server decides every reward. */
export function sendGameResult(petId: string, gameResult: GameResult) {
  return apiJson(PetActionResponseSchema, 'POST', `/api/pets/${petId}/action`, {
    action: 'play',
    gameResult,
  });
}

export function useSendGameResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, result }: { petId: string; result: GameResult }) =>
      sendGameResult(petId, result),
    // A game is a play action: the same refresh as any care action, and the whole of it, as
    // this tab skips the server's echo (lib/realtime.ts).
    onSuccess: () => invalidatePetWorld(queryClient),
  });
}
