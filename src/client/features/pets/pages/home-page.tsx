import { MessageCircle, Menu, Moon, PawPrint, Sun, type LucideIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { deriveMood } from '../../../../shared/rules/mood';
import type { Pet } from '../../../../shared/schemas/pets';
import { CoinBadge } from '../../../components/coin-badge';
import { NotificationBell } from '../../../components/notification-bell';
import { useActivePet } from '../api/get-active-pet';
import { useChallenges } from '../api/get-challenges';
import { useCoins } from '../api/get-user-profile';
import { AnimatedPet } from '../components/animated-pet';
import { CareActions } from '../components/care-actions';
import { DailyChallenges } from '../components/daily-challenges';
import { DayNightScene } from '../components/day-night-scene';
import { LevelProgress } from '../components/level-progress';
import { ActivePetGate } from '../components/active-pet-gate';
import { PetVitals } from '../components/pet-vitals';
import { useCareAction } from '../hooks/use-care-action';
import { useIsDaytime } from '../hooks/use-is-daytime';
import { MOOD_INFO, TYPE_LABEL } from '../lib/labels';
import { lazyRetrying } from '../../../lib/retry-import';
import {
  COMPACT_HEIGHT_QUERY,
  TINY_HEIGHT_QUERY,
  useMediaQuery,
} from '../../../lib/use-media-query';

// The care popups (Radix Dialog with its focus and scroll locks) load when one first opens.
const CareDialogs = lazyRetrying(() =>
  import('../components/care-dialogs').then((m) => ({ default: m.CareDialogs })),
);

function Shortcut({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="flex h-10 w-10 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-100"
    >
      <Icon className="h-5.5 w-5.5" aria-hidden="true" />
    </Link>
  );
}

function HomeHeader({ coins }: { coins: number }) {
  return (
    // With large text the shortcuts wrap to a second line instead of running off the screen.
    <header className="@container box-content flex min-h-14 flex-wrap items-center gap-x-2 px-4 pt-[env(safe-area-inset-top)]">
      <span className="flex min-w-0 flex-1 items-center gap-1.5 text-xl font-black tracking-tight text-ink-900">
        <span className="flex h-8 w-8 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-lift">
          <PawPrint className="h-4.5 w-4.5" aria-hidden="true" />
        </span>
        {/* Below 375 px, or with large text (a header under 20rem), the icons and coins need the
            room; the logo mark stays. */}
        <span className="truncate max-[374px]:sr-only @max-[20rem]:sr-only">Petmatch</span>
      </span>
      <CoinBadge coins={coins} />
      <nav aria-label="Shortcuts" className="flex items-center">
        <Shortcut to="/messages" label="Messages" icon={MessageCircle} />
        {/* The same bell as the profile header's, with its unread dot. */}
        <NotificationBell iconClassName="h-5.5 w-5.5" />
        <Shortcut to="/more" label="More" icon={Menu} />
      </nav>
    </header>
  );
}

function PetHome({ pet }: { pet: Pet }) {
  const isDay = useIsDaytime();
  // On a short screen the scene gives up height so the care buttons are above the tab bar.
  const compact = useMediaQuery(COMPACT_HEIGHT_QUERY);
  const tiny = useMediaQuery(TINY_HEIGHT_QUERY);
  const care = useCareAction(pet);
  const challenges = useChallenges();
  const mood = deriveMood(pet);
  const moodInfo = MOOD_INFO[mood];
  const { dialog, levelUp, confetti } = care.dialogProps;
  const popupOpen = dialog !== null || levelUp !== null || confetti;
  const [popupsUsed, setPopupsUsed] = useState(false);
  if (popupOpen && !popupsUsed) setPopupsUsed(true);
  return (
    <div className="flex flex-col gap-4 px-4 pb-4 max-[374px]:px-3 compact-height:gap-3">
      {/* The pet stands below the badges: with large text (a scene under 16rem wide) they stack
          and the scene grows, rather than the pet covering them or the name losing its end. */}
      <DayNightScene
        isDay={isDay}
        className="@container flex min-h-[292px] flex-col compact-height:min-h-[192px] tiny-height:min-h-[168px]"
      >
        <div className="flex items-start justify-between gap-2 p-3 @max-[16rem]:flex-col">
          {/* Opaque enough that its small print reads at 4.5:1 over the night sky too. */}
          <div className="min-w-0 rounded-2xl bg-white/90 px-3 py-1.5 shadow-sm ring-1 ring-white/60 backdrop-blur-md">
            {/* A long name (or large text) takes a second line rather than losing its end. */}
            <h1 className="line-clamp-2 max-w-[11rem] text-lg font-black leading-tight text-ink-900 wrap-break-word">
              {pet.name}
            </h1>
            <p className="text-xs font-bold text-ink-700">
              Level {pet.level} · {TYPE_LABEL[pet.type]}
            </p>
          </div>
          <div className="ml-auto flex flex-col items-end gap-1.5">
            <span className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-extrabold text-ink-900 shadow-sm backdrop-blur-md">
              <span aria-hidden="true">{moodInfo.emoji}</span>
              <span className="sr-only">Mood: </span>
              {moodInfo.label}
            </span>
            <span
              className={
                isDay
                  ? 'inline-flex items-center gap-1 rounded-full bg-amber-100/90 px-2.5 py-1 text-caption font-bold text-amber-800'
                  : 'inline-flex items-center gap-1 rounded-full bg-indigo-950/60 px-2.5 py-1 text-caption font-bold text-indigo-100'
              }
            >
              {isDay ? (
                <Sun className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <Moon className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {isDay ? 'Day' : 'Night'}
            </span>
          </div>
        </div>
        <div className="mt-auto flex justify-center pb-1">
          <AnimatedPet
            pet={pet}
            mood={mood}
            animation={care.animation}
            animationKey={care.animationKey}
            size={tiny ? 104 : compact ? 128 : 190}
          />
        </div>
      </DayNightScene>

      {/* Below 375 px the margins and the padding shrink so the stats still fit two a row. */}
      <section
        aria-label="Pet stats"
        className="rounded-3xl bg-white p-4 shadow-card max-[374px]:px-3 compact-height:py-3"
      >
        <LevelProgress level={pet.level} experience={pet.experience} />
        <PetVitals pet={pet} className="mt-4 compact-height:mt-3" />
      </section>

      <CareActions onAction={care.request} pendingAction={care.pendingAction} />

      <DailyChallenges query={challenges} />

      {popupsUsed || popupOpen ? (
        <Suspense fallback={null}>
          <CareDialogs {...care.dialogProps} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Home (spec section 2): the pet in its day or night scene, stats, care and challenges. */
export function Component() {
  const coins = useCoins();
  const activePet = useActivePet();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/60 via-canvas to-canvas">
      <HomeHeader coins={coins} />
      <ActivePetGate
        activePet={activePet}
        noPetDescription="Every great match starts with a little friend. Adopt your first pet to get going."
      >
        {(pet) => <PetHome pet={pet} />}
      </ActivePetGate>
    </div>
  );
}
