import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { refreshAfterPhotoChange } from './upload-profile-image';

export async function deleteProfileImage(imageId: string) {
  await apiRequest('DELETE', `/api/profile/images/${encodeURIComponent(imageId)}`);
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSettled: () => refreshAfterPhotoChange(queryClient, updateUser),
  });
}
