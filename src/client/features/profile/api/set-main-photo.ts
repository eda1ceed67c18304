import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileImageListSchema, type MainPhotoRequest } from '../../../../shared/schemas/photos';
import { apiJson } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { profileImagesQuery } from './get-profile-images';
import { refreshAfterPhotoChange, refreshProfilePhoto } from './upload-profile-image';

/** PUT /api/profile/images/main: answers the photos in their new order. */
export function setMainPhoto(imageId: string) {
  const body: MainPhotoRequest = { imageId };
  return apiJson(ProfileImageListSchema, 'PUT', '/api/profile/images/main', body);
}

export function useSetMainPhoto() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: setMainPhoto,
    // One choice at a time, in the order tapped, so the last star tapped is the one that stays.
    scope: { id: 'main-photo' },
    // The answer is the new order, so the list is not read again; the profile photo follows.
    onSuccess: async (photos) => {
      queryClient.setQueryData(profileImagesQuery.queryKey, photos);
      await refreshProfilePhoto(queryClient, updateUser);
    },
    onError: () => refreshAfterPhotoChange(queryClient, updateUser),
  });
}
