import { z } from 'zod';

/** Photos are served by id at these paths (public: <img> cannot send a bearer token). */
export function photoUrl(imageId: string, size: 'full' | 'thumb' = 'full'): string {
  return size === 'thumb' ? `/api/images/${imageId}/thumb` : `/api/images/${imageId}`;
}

export const ProfileImageSchema = z.object({
  id: z.uuid(),
  thumbnailUrl: z.string(),
  url: z.string(),
});
export type ProfileImage = z.infer<typeof ProfileImageSchema>;
