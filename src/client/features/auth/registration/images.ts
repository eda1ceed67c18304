import { PHOTOS } from '../../../../shared/constants';
import { STEP_MESSAGES, type StepIssue } from './validate-step';

const maxMegabytes = Math.round(PHOTOS.maxBytes / (1024 * 1024));

/** Spec section 5 "Image file": an image MIME type and at most 10 MB. */
export function imageFileIssue(file: Pick<File, 'type' | 'size'>): StepIssue | null {
  if (!file.type.startsWith('image/')) {
    return { title: 'Invalid File', description: 'Please select an image file' };
  }
  if (file.size > PHOTOS.maxBytes) {
    return {
      title: 'File Too Large',
      description: `Please select an image smaller than ${maxMegabytes}MB`,
    };
  }
  return null;
}

/**
 * Adds picked files to the selection: unusable files are skipped, and nothing past the limit of
 * 5 is kept. Returns the new selection and the message to show, if any.
 */
export function addImages<F extends Pick<File, 'type' | 'size'>>(
  current: readonly F[],
  picked: readonly F[],
): { images: F[]; issue: StepIssue | null } {
  let issue: StepIssue | null = null;
  const usable: F[] = [];
  for (const file of picked) {
    const problem = imageFileIssue(file);
    if (problem) issue ??= problem;
    else usable.push(file);
  }
  const room = PHOTOS.maxPerUser - current.length;
  if (usable.length > room) issue = STEP_MESSAGES.tooManyImages;
  return { images: [...current, ...usable.slice(0, Math.max(0, room))], issue };
}
