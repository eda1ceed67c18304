import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetActionResponseSchema, type GameResult } from '../../../../shared/schemas/pets';
import { apiJson } from '../../../lib/api-client';

/** The game's result goes to the server as a play action; the server decides every reward. */
export function sendGameResult(petId: string, gameResult: GameResult) {
  return apiJson(PetActionResponseSchema, 'POST', `/api/pets/${petId}/action`, {
    action: 'play',
    gameResult,
  });
}

/**
 * What a play action can move, the deck too (it reads the caller's last care). This tab skips
 * the server's echo of it (lib/realtime.ts), so this list is the whole refresh.
 */
const AFFECTED = [
  '/api/pets',
  '/api/user',
  '/api/challenges',
  '/api/transactions',
  '/api/dating/potential-matches',
];

export function useSendGameResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, result }: { petId: string; result: GameResult }) =>
      sendGameResult(petId, result),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => AFFECTED.some((prefix) => String(q.queryKey[0]).startsWith(prefix)),
      }),
  });
}
