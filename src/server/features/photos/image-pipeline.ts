import type { Metadata, Sharp } from 'sharp';
import { PHOTOS } from '../../../shared/constants';
import { PHOTO_MESSAGES } from '../../../shared/schemas/photos';
import { badRequest, HttpError } from '../../domain/errors';
import { agreedImageType } from '../../../shared/rules/image-type';
import { containsMarkup, SHARP_FORMAT } from './image-check';

export const INVALID_FILE = `${PHOTO_MESSAGES.invalidFileTitle} - ${PHOTO_MESSAGES.invalidFile}`;
export const FILE_TOO_LARGE = `${PHOTO_MESSAGES.tooLargeTitle} - ${PHOTO_MESSAGES.tooLarge}`;
const TOO_MANY_PIXELS = `${PHOTO_MESSAGES.tooLargeTitle} - Please select an image of at most ${
  PHOTOS.maxInputPixels / 1_000_000
} megapixels`;
const UNREADABLE =
  'Invalid File - This image could not be read. It may be damaged or incomplete; please choose another one';

export interface EncodedImage {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  full: EncodedImage;
  thumb: EncodedImage;
}

/**
 * Turns an uploaded file into the two images we store (PRODUCT_RULES.md 7). Only JPEG, PNG, GIF
 * and WebP whose first bytes agree with the declared type get this far; the picture is then
 * decoded under a pixel limit (a small file can claim 20,000 x 20,000 pixels), turned upright
 * from its EXIF orientation and encoded afresh. sharp writes no metadata unless asked to, so
 * EXIF (GPS included), XMP, comments and anything hidden after the image data are gone.
 */
export async function processUpload(input: Buffer, declaredType: string): Promise<ProcessedPhoto> {
  const type = agreedImageType(declaredType, input);
  if (!type || containsMarkup(input)) {
    throw badRequest(INVALID_FILE);
  }

  // Loaded on the first upload: sharp and libvips cost ~25 MB of RSS and ~0.1 s of every start
  // (issue 11).
  const { default: sharp } = await import('sharp');
  const source = sharp(input, {
    limitInputPixels: PHOTOS.maxInputPixels,
    // Truncated or corrupt data is an error, not a half-grey picture.
    failOn: 'truncated',
    // Animated GIF/WebP: only the first frame becomes the photo.
    animated: false,
  });
  let meta: Metadata;
  try {
    meta = await source.metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (meta.format !== SHARP_FORMAT[type]) throw badRequest(INVALID_FILE);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels <= 0) throw badRequest(UNREADABLE);
  if (pixels > PHOTOS.maxInputPixels) throw new HttpError(413, TOO_MANY_PIXELS);

  const upright = source.rotate();
  try {
    // Transparency survives as WebP; everything else (opaque GIFs included) becomes a JPEG.
    const keepAlpha = meta.hasAlpha === true && !(await source.clone().stats()).isOpaque;
    const [full, thumb] = await Promise.all([
      encode(
        upright.clone().resize({
          width: PHOTOS.maxEdgePx,
          height: PHOTOS.maxEdgePx,
          fit: 'inside',
          withoutEnlargement: true,
        }),
        keepAlpha,
      ),
      encode(
        upright.clone().resize({
          width: PHOTOS.thumbPx,
          height: PHOTOS.thumbPx,
          fit: 'cover',
          position: sharp.strategy.attention,
        }),
        keepAlpha,
      ),
    ]);
    return { full, thumb };
  } catch (err) {
    throw refusal(err);
  }
}

/** sharp checks the pixel limit as soon as it reads the header; any other failure is damage. */
function refusal(err: unknown): HttpError {
  if (/pixel limit/i.test((err as Error).message)) return new HttpError(413, TOO_MANY_PIXELS);
  return badRequest(UNREADABLE);
}

async function encode(image: Sharp, keepAlpha: boolean): Promise<EncodedImage> {
  const encoded = keepAlpha
    ? image.webp({ quality: 85 })
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, progressive: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    body: data,
    contentType: keepAlpha ? 'image/webp' : 'image/jpeg',
    extension: keepAlpha ? 'webp' : 'jpg',
    width: info.width,
    height: info.height,
  };
}
