import { useMutation } from '@tanstack/react-query';
import {
  type ChangePasswordRequest,
  ChangePasswordResponseSchema,
} from '../../../../shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordRequest) {
  return apiJson(ChangePasswordResponseSchema, 'POST', '/api/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
