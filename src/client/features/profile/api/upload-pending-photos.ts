import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { takePendingUploads } from '../../../lib/pending-uploads';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { refreshAfterPhotoChange, uploadProfileImage } from './upload-profile-image';

/**
 * Photos picked in the registration wizard wait in memory until there is a token. Mounted in the
 * signed-in layout: on every screen change with a signed-in user, whatever is waiting is taken
 * (each file at most once) and uploaded one after another, oldest pick first so the first
 * becomes the main photo.
 */
export function useUploadPendingPhotos() {
  const { isAuthenticated, updateUser } = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isAuthenticated) return;
    const files = takePendingUploads();
    if (files.length === 0) return;
    void (async () => {
      let failure: unknown;
      for (const file of files) {
        try {
          await uploadProfileImage(file);
        } catch (err) {
          failure ??= err;
        }
      }
      await refreshAfterPhotoChange(queryClient, updateUser);
      if (failure) {
        toast({
          title: 'Upload Failed',
          description: errorMessage(failure, 'Failed to upload image'),
          variant: 'destructive',
        });
      }
    })();
  }, [isAuthenticated, pathname, queryClient, updateUser]);
}
