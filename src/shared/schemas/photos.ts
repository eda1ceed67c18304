import { z } from 'zod';
import { PHOTOS } from '../constants';

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

/**
 * GET /api/profile/images: the main photo first, then the others oldest first
 * (rules/photo-order.ts).
 */
export const ProfileImageListSchema = z.array(ProfileImageSchema);

const imageId = z.uuid('That image id is not valid.');

/** PUT /api/profile/images/main: which of the caller's photos leads their profile. */
export const MainPhotoRequestSchema = z.strictObject({ imageId });
export type MainPhotoRequest = z.infer<typeof MainPhotoRequestSchema>;

export const ImageIdParamsSchema = z.strictObject({ imageId });

/** The public image routes answer 404 for anything that is not a stored image's id. */
export const PublicImageParamsSchema = z.strictObject({ id: z.string().max(100) });

/** The multipart field the upload reads (spec section 7). */
export const UPLOAD_FIELD = 'image';

/** Types accepted for upload; the file's first bytes must agree (PRODUCT_RULES.md 7). */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Messages of spec section 5 "Image file", shared by the client check and the server. */
export const PHOTO_MESSAGES = {
  invalidFileTitle: 'Invalid File',
  invalidFile: 'Please select an image file',
  tooLargeTitle: 'File Too Large',
  tooLarge: `Please select an image smaller than ${PHOTOS.maxBytes / (1024 * 1024)}MB`,
  tooManyTitle: 'Too Many Images',
  tooMany: `You can upload up to ${PHOTOS.maxPerUser} profile images.`,
  alreadyAdded: 'You already added this photo.',
} as const;
