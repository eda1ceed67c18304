import { MapPin, Pencil } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../../shared/schemas/user';
import { buttonClass } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { LoadErrorRow } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { useActivePet } from '../api/get-active-pet';
import { useMatchesCount } from '../api/get-matches-count';
import { useProfileImages } from '../api/get-profile-images';
import { useOwnProfile } from '../../../lib/own-profile';
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
      className="h-24 w-24 rounded-full object-cover object-[center_25%] shadow-lift ring-4 ring-white"
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
        {/* Names and bios are the user's own words: one long word wraps rather than widening the page. */}
        <h1 className="mt-3 max-w-full text-2xl font-black text-ink-900 wrap-anywhere">
          {user.displayName}, {user.age}
        </h1>
        <p className="mt-1 flex max-w-full items-center gap-1 text-sm font-bold text-ink-500">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">{user.location ?? 'Location not set'}</span>
        </p>
      </section>

      <ProfileStats
        matches={matches}
        // Spec section 2: 1 without a pet; unknown while the pet has not loaded.
        petLevel={activePet.isSuccess ? (activePet.data?.level ?? 1) : null}
        daysActive={daysActive(user.createdAt, now)}
      />

      <ProfileDetails user={user} />

      <Section query={images} what="your photos" loading="Loading photos">
        {(list) => <PhotoGrid images={list} />}
      </Section>

      <Section query={activePet} what="your pet" loading="Loading your pet">
        {(pet) => <ActivePetCard pet={pet} />}
      </Section>

      <DatingPreferencesCard preferences={user.preferences} />

      <Card>
        <SectionTitle>About Me</SectionTitle>
        {user.bio ? (
          <p className="whitespace-pre-line text-body leading-relaxed text-ink-700 wrap-anywhere">
            {user.bio}
          </p>
        ) : (
          <p className="text-body italic text-ink-500">
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

/**
 * A part of the profile read on its own: a spinner, then its content, or, when the read failed,
 * a line saying so with Try Again. Never its empty state ('0/5 photos', 'No active pet'), which
 * would tell the user something false.
 */
function Section<T>({
  query,
  what,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  // Data from an earlier read stays up when a later refresh fails.
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Card>
        <LoadErrorRow what={what} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return (
    <Card className="flex justify-center py-8">
      <Spinner label={loading} />
    </Card>
  );
}

/** Profile (spec section 2): the caller's own profile, read from the server. */
export function Component() {
  const { user: sessionUser } = useSession();
  const profile = useOwnProfile();
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
