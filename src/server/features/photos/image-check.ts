import { UPLOAD_MIME_TYPES } from '../../../shared/schemas/photos';

export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** Names browsers and tools also use for the same formats. */
const MIME_ALIASES: Record<string, UploadMimeType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/** The declared type of an upload as one of ours, or undefined when it is none of them. */
export function normaliseDeclaredType(mimetype: string): UploadMimeType | undefined {
  const bare = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = (UPLOAD_MIME_TYPES as readonly string[]).includes(bare)
    ? (bare as UploadMimeType)
    : undefined;
  return known ?? MIME_ALIASES[bare];
}

function startsWith(buf: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type the file's first bytes announce (its "magic bytes"), if it is one we accept. */
export function sniffImageType(buf: Buffer): UploadMimeType | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

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
