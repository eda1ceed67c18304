import { MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../../shared/schemas/user';
import { buttonClass } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useActivePet } from '../api/get-active-pet';
import { useMatchesCount } from '../api/get-matches-count';
import { useProfileImages } from '../api/get-profile-images';
import { useUserProfile } from '../api/get-user-profile';
import { ActivePetCard } from '../components/active-pet-card';
import { DatingPreferencesCard } from '../components/dating-preferences-card';
import { PhotoGrid } from '../components/photo-grid';
import { ProfileDetails } from '../components/profile-details';
import { ProfileHeader } from '../components/profile-header';
import { ProfileStats } from '../components/profile-stats';
import { daysActive } from '../lib/days-active';

function Avatar({ user, src }: { user: User; src: string | null }) {
  const initial = user.displayName.trim().charAt(0).toUpperCase() || '?';
  return src ? (
    <img
      src={src}
      alt=""
      className="h-24 w-24 rounded-full object-cover shadow-lift ring-4 ring-white"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-24 w-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-grape-500 text-4xl font-black text-white shadow-lift ring-4 ring-white"
    >
      {initial}
    </span>
  );
}

function ProfileView({ user }: { user: User }) {
  const images = useProfileImages();
  const activePet = useActivePet();
  const matches = useMatchesCount();
  const [now] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <section aria-label="Your profile" className="flex flex-col items-center pt-2 text-center">
        <Avatar user={user} src={images.data?.[0]?.thumbnailUrl ?? user.profileImage} />
        <h1 className="mt-3 text-2xl font-black text-ink-900">
          {user.displayName}, {user.age}
        </h1>
        <p className="mt-1 flex items-center gap-1 text-sm font-bold text-ink-500">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {user.location ?? 'Location not set'}
        </p>
      </section>

      <ProfileStats
        matches={matches}
        // Spec section 2: 1 without a pet; unknown while the pet has not loaded.
        petLevel={activePet.isSuccess ? (activePet.data?.level ?? 1) : null}
        daysActive={daysActive(user.createdAt, now)}
      />

      <ProfileDetails user={user} />

      {/* A section that could not load says so: its empty state ('0/5 photos', 'No active
          pet') would tell the user something false. */}
      {images.data ? (
        <PhotoGrid images={images.data} />
      ) : images.isError ? (
        <SectionError what="your photos" onRetry={() => void images.refetch()} />
      ) : (
        <Card className="flex justify-center py-8">
          <Spinner label="Loading photos" />
        </Card>
      )}

      {activePet.isSuccess ? (
        <ActivePetCard pet={activePet.data} />
      ) : activePet.isError ? (
        <SectionError what="your pet" onRetry={() => void activePet.refetch()} />
      ) : (
        <Card className="flex justify-center py-8">
          <Spinner label="Loading your pet" />
        </Card>
      )}

      <DatingPreferencesCard preferences={user.preferences} />

      <Card>
        <SectionTitle>About Me</SectionTitle>
        {user.bio ? (
          <p className="whitespace-pre-line text-[15px] leading-relaxed text-ink-700">{user.bio}</p>
        ) : (
          <p className="text-[15px] italic text-ink-500">
            You haven&apos;t written anything yet. Tell people what you and your pet are like!
          </p>
        )}
      </Card>

      <Link to="/profile/edit" className={buttonClass('primary', 'lg', true)}>
        <Pencil className="h-5 w-5" aria-hidden="true" />
        Edit Profile
      </Link>
    </div>
  );
}

function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card className="flex items-center gap-3">
      <p className="flex-1 text-sm font-bold text-ink-700">Could not load {what}.</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}

/** Profile (spec section 2): the caller's own profile, read from the server. */
export function Component() {
  const { user: sessionUser } = useSession();
  const profile = useUserProfile();
  // The session's copy shows at once; the server's answer replaces it as soon as it arrives.
  const user = profile.data ?? sessionUser;
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/60 via-canvas to-canvas">
      <ProfileHeader />
      {user ? (
        <ProfileView user={user} />
      ) : profile.isError ? (
        <EmptyState
          icon="😿"
          title="Could not load your profile"
          description="Please check your connection and try again."
          action={<Button onClick={() => void profile.refetch()}>Try Again</Button>}
        />
      ) : (
        <div className="flex justify-center py-24">
          <Spinner label="Loading your profile" />
        </div>
      )}
    </div>
  );
}
