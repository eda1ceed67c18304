import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileImageListSchema } from '../../../../shared/schemas/photos';
import { apiJson } from '../../../lib/api-client';

export function getProfileImages() {
  return apiJson(ProfileImageListSchema, 'GET', '/api/profile/images');
}

/** The main photo first, then the others oldest first. */
export const profileImagesQuery = queryOptions({
  queryKey: ['/api/profile/images'],
  queryFn: getProfileImages,
});

export function useProfileImages() {
  return useQuery(profileImagesQuery);
}
