import { Ban, Flag, Gamepad2, MapPin, MessageCircle } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { PublicProfile } from '../../../../shared/schemas/dating';
import { PetArt } from '../../../components/pet-art';
import { PhotoViewer, ViewPhotoButton } from '../../../components/photo-viewer';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDialogSubject } from '../../../lib/dialog-entry';
import { useSession } from '../../../lib/session';
import { isProfileUnavailable, usePublicProfile } from '../api/get-public-profile';
import { DeckDecisionBar } from '../components/deck-decision-bar';
import { Hearts } from '../components/hearts';
import { useSafetyActions } from '../hooks/use-safety-actions';
import { InitialsBadge } from '../components/person-avatar';
import { isFromDeck } from '../lib/deck-decision';
import { MOOD_EMOJI, PET_BACKDROP, PET_TYPE_LABEL } from '../lib/pet-theme';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Hero({ profile, onView }: { profile: PublicProfile; onView: () => void }) {
  const photo = profile.photos[0];
  return (
    <div
      className={cn(
        'relative mx-4 h-80 overflow-hidden rounded-[28px] bg-gradient-to-br shadow-card',
        PET_BACKDROP[profile.pet?.type ?? 'none'],
      )}
    >
      {photo ? (
        <ViewPhotoButton label={`View ${profile.displayName}'s photo 1`} onView={onView}>
          <img
            src={photo}
            alt={`${profile.displayName}'s photo`}
            className="h-full w-full object-cover"
          />
        </ViewPhotoButton>
      ) : profile.pet ? (
        <div className="flex h-full items-center justify-center">
          <PetArt
            type={profile.pet.type}
            variant={profile.pet.variant}
            mood={profile.pet.mood}
            accessories={profile.pet.accessories}
            size={250}
            title={`${profile.displayName}'s pet ${profile.pet.name}`}
          />
        </div>
      ) : (
        <div className="flex h-full items-center justify-center">
          <InitialsBadge name={profile.displayName} className="h-32 w-32 text-5xl" />
        </div>
      )}
      {profile.matchedWithYou ? (
        <span className="absolute left-4 top-4 rounded-full bg-white/90 px-3 py-1 text-xs font-extrabold text-brand-600 shadow">
          💞 You matched
        </span>
      ) : null}
    </div>
  );
}

function ProfileBody({
  profile,
  isSelf,
  fromDeck,
}: {
  profile: PublicProfile;
  isSelf: boolean;
  /** Opened from the deck's card: Pass and Like are offered here too. */
  fromDeck: boolean;
}) {
  const safety = useSafetyActions({
    userId: profile.id,
    name: profile.displayName,
    afterBlock: '/dating',
  });
  const extraPhotos = profile.photos.slice(1);
  // The photos full screen, as a history entry: the phone's Back closes them.
  const viewer = useDialogSubject<number>('photos');

  return (
    <div className="flex flex-col gap-4 pb-6">
      <Hero profile={profile} onView={() => viewer.ask(0)} />
      <div className="px-5">
        <h2 className="text-3xl font-black text-ink-900 wrap-anywhere">
          {profile.displayName}
          <span className="ml-2 font-bold text-ink-500">{profile.age}</span>
        </h2>
        <p className="mt-1 flex items-center gap-1 text-body font-semibold text-ink-500">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            {profile.location ?? 'Location not set'}
            {profile.distanceLabel && !isSelf ? ` · ${profile.distanceLabel} away` : ''}
          </span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {!isSelf ? (
            <span className="flex flex-wrap items-center gap-1.5 text-ink-300">
              <Hearts value={profile.compatibility} />
              <span className="text-xs font-bold text-ink-500">Compatibility</span>
            </span>
          ) : null}
          {profile.gender ? (
            <span className="rounded-full bg-grape-50 px-2.5 py-0.5 text-xs font-bold text-grape-700">
              {profile.gender}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1 rounded-full bg-coin-100 px-2.5 py-0.5 text-xs font-bold text-coin-700">
            <Gamepad2 className="h-3.5 w-3.5" aria-hidden="true" />
            {profile.gameWins} game {profile.gameWins === 1 ? 'win' : 'wins'}
          </span>
        </div>
      </div>

      {profile.matchedWithYou ? (
        <div className="px-4">
          <Link to={`/messages/${profile.id}`} className={buttonClass('primary', 'lg', true)}>
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
            Send Message
          </Link>
        </div>
      ) : null}

      <Card className="mx-4">
        <h3 className="mb-1.5 text-base font-extrabold text-ink-900">About</h3>
        <p className="whitespace-pre-line text-body text-ink-700 wrap-anywhere">
          {profile.bio || `${profile.displayName} hasn't written a bio yet.`}
        </p>
      </Card>

      {profile.pet ? (
        <Card className="mx-4 flex items-center gap-4">
          <div
            className={cn(
              'flex h-24 w-24 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br',
              PET_BACKDROP[profile.pet.type],
            )}
          >
            <PetArt
              type={profile.pet.type}
              variant={profile.pet.variant}
              mood={profile.pet.mood}
              accessories={profile.pet.accessories}
              size={88}
              animate={false}
            />
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold uppercase tracking-wide text-ink-500">Active pet</p>
            <h3 className="truncate text-xl font-black text-ink-900">{profile.pet.name}</h3>
            <p className="text-sm font-semibold text-ink-500">
              Level {profile.pet.level} {PET_TYPE_LABEL[profile.pet.type]} ·{' '}
              <span aria-hidden="true">{MOOD_EMOJI[profile.pet.mood]}</span>{' '}
              <span className="capitalize">{profile.pet.mood}</span>
            </p>
          </div>
        </Card>
      ) : null}

      {extraPhotos.length ? (
        <div className="grid grid-cols-2 gap-2 px-4">
          {extraPhotos.map((url, i) => (
            <ViewPhotoButton
              key={url}
              label={`View ${profile.displayName}'s photo ${i + 2}`}
              onView={() => viewer.ask(i + 1)}
            >
              <img
                src={url}
                alt={`${profile.displayName}'s photo`}
                className="aspect-square w-full rounded-2xl object-cover"
              />
            </ViewPhotoButton>
          ))}
        </div>
      ) : null}

      {!isSelf ? (
        // Side by side, or one above the other when large text makes them wider than half.
        <div className="mt-2 grid grid-cols-pair gap-3 px-4">
          <Button variant="secondary" onClick={safety.openReport}>
            <Flag className="h-4 w-4" aria-hidden="true" />
            Report
          </Button>
          <Button variant="secondary" className="text-brand-600" onClick={safety.openBlock}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            Block
          </Button>
        </div>
      ) : null}

      {fromDeck && !isSelf && !profile.matchedWithYou ? (
        <DeckDecisionBar id={profile.id} name={profile.displayName} />
      ) : null}

      {safety.dialogs}
      <PhotoViewer
        whose={`${profile.displayName}'s`}
        photos={profile.photos}
        start={viewer.subject}
        onOpenChange={viewer.onOpenChange}
      />
    </div>
  );
}

/** /profile/{id}: another person's public profile, with block and report. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const fromDeck = isFromDeck(useLocation().state);
  const valid = UUID.test(id);
  const profile = usePublicProfile(id, { enabled: valid });
  const missing = !valid || isProfileUnavailable(profile.error);
  return (
    <div>
      <PageHeader title={profile.data?.displayName ?? 'Profile'} back />
      {missing ? (
        <EmptyState
          icon="🔍"
          title="Profile Not Available"
          description="This person can't be found. They may have left Petmatch."
          action={
            <Link to="/dating" className={buttonClass('primary')}>
              Back to Dating
            </Link>
          }
        />
      ) : profile.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading profile" />
        </div>
      ) : profile.data ? (
        <ProfileBody
          profile={profile.data}
          isSelf={profile.data.id === user?.id}
          fromDeck={fromDeck}
        />
      ) : (
        <LoadError what="this profile" onRetry={() => void profile.refetch()} />
      )}
    </div>
  );
}
