/**
 * Profile images picked in the registration wizard, kept in memory until the account exists
 * (photos can only be uploaded with a token). The onboarding/profile feature takes them once.
 */
let pending: File[] = [];

export function setPendingUploads(files: readonly File[]): void {
  pending = [...files];
}

/** Returns the waiting files and forgets them, so they are uploaded at most once. */
export function takePendingUploads(): File[] {
  const files = pending;
  pending = [];
  return files;
}
