import { UPLOAD_MIME_TYPES } from '../schemas/photos';

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

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** How many first bytes `sniffImageType` reads. */
export const SNIFF_BYTES = 12;

/** The type the file's first bytes announce (its "magic bytes"), if it is one we accept. */
export function sniffImageType(bytes: Uint8Array): UploadMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * docs/rules.md "Profile and photos": an upload is accepted only when its declared type is one of
 * ours and its first bytes say the same; that type, or undefined. The server decides; the
 * registration wizard asks the same question before the account exists, while the photo can
 * still be replaced.
 */
export function agreedImageType(
  declaredType: string,
  head: Uint8Array,
): UploadMimeType | undefined {
  const sniffed = sniffImageType(head);
  return sniffed !== undefined && normaliseDeclaredType(declaredType) === sniffed
    ? sniffed
    : undefined;
}
