import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema } from '../../../../shared/schemas/common';
import type { DismissMatchRequest } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { MATCHES_KEY, publicProfileKey } from './keys';

export function dismissMatch(input: DismissMatchRequest) {
  return apiJson(OkSchema, 'POST', '/api/dating/dismiss-match', input);
}

export function useDismissMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissMatch,
    onSuccess: (_ok, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/messages/conversations'] }),
        queryClient.invalidateQueries({ queryKey: publicProfileKey(input.matchedUserId) }),
      ]),
  });
}
