import { UPLOAD_FIELD } from '../../../../shared/schemas/photos';
import { apiUpload } from '../../../lib/api-client';
import { takePendingUploads } from '../../../lib/pending-uploads';
import { toast } from '../../../lib/toast';

export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return apiUpload('/api/profile/images/upload', form);
}

/**
 * The photos picked in the registration wizard can only be sent once the account exists; the
 * first screen after registration sends whatever is still waiting (each file at most once).
 */
export async function uploadPendingPhotos(): Promise<void> {
  const files = takePendingUploads();
  let failed = false;
  for (const file of files) {
    try {
      await uploadProfileImage(file);
    } catch {
      failed = true;
    }
  }
  if (failed)
    toast({
      title: 'Upload Failed',
      description: 'Failed to upload image',
      variant: 'destructive',
    });
}
