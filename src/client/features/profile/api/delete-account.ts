import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '../../../../shared/schemas/auth';
import { OkSchema } from '../../../../shared/schemas/common';
import { apiJson } from '../../../lib/api-client';

export function deleteAccount(input: DeleteAccountRequest) {
  return apiJson(OkSchema, 'POST', '/api/auth/delete-account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
