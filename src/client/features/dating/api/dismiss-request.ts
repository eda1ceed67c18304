import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema } from '../../../../shared/schemas/common';
import type { DismissRequestRequest } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';
import { dropFromDeck } from './get-potential-matches';
import { WANTS_TO_MEET_KEY } from './keys';

export function dismissRequest(input: DismissRequestRequest) {
  return apiJson(OkSchema, 'POST', '/api/dating/dismiss-request', input);
}

export function useDismissRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissRequest,
    // A dismissal counts as a pass: that person leaves the deck too.
    onSuccess: (_ok, { requesterId }) => {
      dropFromDeck(queryClient, requesterId);
      return queryClient.invalidateQueries({ queryKey: WANTS_TO_MEET_KEY });
    },
  });
}
