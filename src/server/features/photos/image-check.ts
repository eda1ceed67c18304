import type { UploadMimeType } from '../../../shared/rules/image-type';

/** sharp's name for each format, to check the decoder agrees with the magic bytes. */
export const SHARP_FORMAT: Record<UploadMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Markup that has no business inside a photo. A file carrying it is a polyglot (an image that a
 * browser could also run as HTML or script) and is refused outright, even though re-encoding
 * would drop it anyway.
 */
const MARKUP = [
  '<script',
  '<html',
  '<!doctype',
  '<svg',
  '<iframe',
  '<object',
  '<embed',
  '<body',
  '<?php',
  'javascript:',
];

export function containsMarkup(buf: Buffer): boolean {
  const textView = buf.toString('latin1').toLowerCase();
  return MARKUP.some((m) => textView.includes(m));
}
