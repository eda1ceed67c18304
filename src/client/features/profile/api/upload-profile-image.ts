import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ProfileImageSchema, UPLOAD_FIELD } from '../../../../shared/schemas/photos';
import { apiUpload } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { profileImagesQuery } from './get-profile-images';
import { ownProfileQueryOptions } from '../../../lib/own-profile';

/** POST /api/profile/images/upload: multipart with the field `image` (spec section 7). */
export async function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const res = await apiUpload('/api/profile/images/upload', form);
  return ProfileImageSchema.parse(await res.json());
}

/**
 * After photos change: the list refreshes, and the profile (whose profileImage is the main
 * photo) is reloaded into the cache and the session.
 */
export async function refreshAfterPhotoChange(
  queryClient: QueryClient,
  updateUser: ReturnType<typeof useSession>['updateUser'],
) {
  await queryClient.invalidateQueries({ queryKey: profileImagesQuery.queryKey });
  await refreshProfilePhoto(queryClient, updateUser);
}

/** The profile (whose profileImage is the main photo) reloaded into the cache and the session. */
export async function refreshProfilePhoto(
  queryClient: QueryClient,
  updateUser: ReturnType<typeof useSession>['updateUser'],
) {
  try {
    const user = await queryClient.fetchQuery({ ...ownProfileQueryOptions(), staleTime: 0 });
    updateUser({ profileImage: user.profileImage });
  } catch {
    /* the 45 s poll will catch up */
  }
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSettled: () => refreshAfterPhotoChange(queryClient, updateUser),
  });
}
