import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchProfileRequest, UpdateProfileRequest } from '../../../../shared/schemas/profile';
import { UserSchema, type User } from '../../../../shared/schemas/user';
import { apiJson } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ownProfileQueryOptions } from '../../../lib/own-profile';

/** PUT /api/user/profile: the Edit Profile form. */
export function updateProfile(body: UpdateProfileRequest) {
  return apiJson(UserSchema, 'PUT', '/api/user/profile', body);
}

/** PATCH /api/user/profile: the inline gender / sexual preference edit. */
export function patchProfile(body: PatchProfileRequest) {
  return apiJson(UserSchema, 'PATCH', '/api/user/profile', body);
}

/**
 * The server answers with the updated user: it becomes the cached profile and the session's.
 * Age, gender, sexual preference and city choose who is on the deck (docs/rules.md "The deck"),
 * so the deck held from before is loaded again.
 */
function useApplyUser() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return (user: User) => {
    queryClient.setQueryData(ownProfileQueryOptions().queryKey, user);
    updateUser(user);
    void queryClient.invalidateQueries({ queryKey: ['/api/dating/potential-matches'] });
  };
}

export function useUpdateProfile() {
  const apply = useApplyUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: apply });
}

export function usePatchProfile() {
  const apply = useApplyUser();
  return useMutation({ mutationFn: patchProfile, onSuccess: apply });
}
