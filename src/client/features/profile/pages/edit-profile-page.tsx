import { Card, SectionTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useProfileImages } from '../api/get-profile-images';
import { useOwnProfile } from '../../../lib/own-profile';
import { AccountCard } from '../components/account-card';
import { PhotoManager } from '../components/photo-manager';
import { ProfileEditForm } from '../components/profile-edit-form';

/**
 * Edit profile (spec section 2): photos, the profile fields with Save Changes, then the account
 * (its password, and deleting it).
 */
export function Component() {
  const { user: sessionUser } = useSession();
  const profile = useOwnProfile();
  const images = useProfileImages();
  // The form starts from the server's copy; the session's is the fallback if that load fails.
  const user = profile.data ?? (profile.isError ? sessionUser : null);
  return (
    <div className="min-h-dvh bg-canvas">
      <PageHeader title="Edit Profile" back="/profile" />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {images.isPending || images.isLoadingError ? (
          // The card keeps its heading while the photos load, and when they could not be read
          // (not "0/5 photos": the photos are there, the read failed).
          <Card>
            <SectionTitle>Photos</SectionTitle>
            {images.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner label="Loading photos" />
              </div>
            ) : (
              <LoadError what="your photos" onRetry={() => void images.refetch()} />
            )}
          </Card>
        ) : (
          <PhotoManager images={images.data} />
        )}
        {user ? (
          // Keyed by id only: the form keeps what is typed while the profile is polled.
          <ProfileEditForm key={user.id} user={user} />
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading your profile" />
          </div>
        )}
        <AccountCard />
      </div>
    </div>
  );
}
