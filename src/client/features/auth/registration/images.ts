import { PHOTOS } from '../../../../shared/constants';
import { agreedImageType, SNIFF_BYTES } from '../../../../shared/rules/image-type';
import { STEP_MESSAGES, type StepIssue } from './validate-step';

const maxMegabytes = Math.round(PHOTOS.maxBytes / (1024 * 1024));

const INVALID_FILE: StepIssue = {
  title: 'Invalid File',
  description: 'Please select an image file',
};

/** Spec section 5 "Image file": an image MIME type and at most 10 MB. */
export function imageFileIssue(file: Pick<File, 'type' | 'size'>): StepIssue | null {
  if (!file.type.startsWith('image/')) return INVALID_FILE;
  if (file.size > PHOTOS.maxBytes) {
    return {
      title: 'File Too Large',
      description: `Please select an image smaller than ${maxMegabytes}MB`,
    };
  }
  return null;
}

/**
 * The wizard's photos are uploaded after the account exists, where one the server refuses
 * (its first bytes not those of its declared type: a PNG named .jpg) would be lost with no way
 * to replace it. Picked files are read this far first, so the wizard refuses the same ones.
 */
export async function withReadableContent<F extends Blob>(picked: readonly F[]) {
  const heads = await Promise.all(
    picked.map(async (file) => new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())),
  );
  const readable = picked.filter((file, i) => agreedImageType(file.type, heads[i]!) !== undefined);
  return { readable, issue: readable.length < picked.length ? INVALID_FILE : null };
}

const ALREADY_ADDED: StepIssue = {
  title: 'Already Added',
  description: 'That photo is already in your selection.',
};

type PickedFile = Pick<File, 'type' | 'size'> & Partial<Pick<File, 'name' | 'lastModified'>>;

/**
 * A file picked again is the same name, size and modification time; a photo kept over a reload
 * is a copy (IndexedDB), so object identity cannot tell. Blobs without a name never match.
 */
function sameFileKey(file: PickedFile): string | null {
  return file.name ? `${file.name}\u0000${file.size}\u0000${file.lastModified ?? ''}` : null;
}

/**
 * Adds picked files to the selection: unusable files and files already in it are skipped, and
 * nothing past the limit of 5 is kept. Returns the new selection and the message to show, if any.
 */
export function addImages<F extends PickedFile>(
  current: readonly F[],
  picked: readonly F[],
): { images: F[]; issue: StepIssue | null } {
  let issue: StepIssue | null = null;
  const usable: F[] = [];
  const chosen = new Set(current.map(sameFileKey));
  for (const file of picked) {
    const problem = imageFileIssue(file);
    const key = sameFileKey(file);
    if (problem) issue ??= problem;
    else if (key !== null && chosen.has(key)) issue ??= ALREADY_ADDED;
    else {
      chosen.add(key);
      usable.push(file);
    }
  }
  const room = PHOTOS.maxPerUser - current.length;
  if (usable.length > room) issue = STEP_MESSAGES.tooManyImages;
  return { images: [...current, ...usable.slice(0, Math.max(0, room))], issue };
}
