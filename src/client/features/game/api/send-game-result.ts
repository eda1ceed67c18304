import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameResult } from '../../../../shared/schemas/pets';
import { type Keyed, retryLostAnswer } from '../../../lib/idempotency';
import { invalidatePetWorld } from '../../pets/api/keys';
import { postPetAction } from '../../pets/api/perform-pet-action';

/**
 * The game's result goes to the server as a play action; the server decides every reward. The
 * key is the game's: asked again after a lost answer, the win is counted once.
 */
export function sendGameResult({
  input: { petId, result },
  key,
}: Keyed<{ petId: string; result: GameResult }>) {
  return postPetAction(petId, { action: 'play', gameResult: result }, key);
}

export function useSendGameResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGameResult,
    ...retryLostAnswer,
    // A game is a play action: the same refresh as any care action, and the whole of it, as
    // this tab skips the server's echo (lib/realtime.ts).
    onSuccess: () => invalidatePetWorld(queryClient),
  });
}
