import { CalendarHeart } from 'lucide-react';
import { deriveMood } from '../../../../shared/rules/mood';
import type { Pet } from '../../../../shared/schemas/pets';
import { CoinBadge } from '../../../components/coin-badge';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useActivePet } from '../api/get-active-pet';
import { usePetActivities } from '../api/get-pet-activities';
import { useCoins } from '../api/get-user-profile';
import { ActivityList } from '../components/activity-list';
import { AnimatedPet } from '../components/animated-pet';
import { CareActions } from '../components/care-actions';
import { CareDialogs } from '../components/care-dialogs';
import { LevelProgress } from '../components/level-progress';
import { ActivePetGate } from '../components/active-pet-gate';
import { ManagePanel } from '../components/manage-panel';
import { PetInfo } from '../components/pet-info';
import { PetVitals } from '../components/pet-vitals';
import { useCareAction } from '../hooks/use-care-action';
import { useNow } from '../hooks/use-now';
import { adoptedLabel, MOOD_INFO, TYPE_LABEL } from '../lib/labels';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-card" aria-label={title}>
      <h2 className="mb-3 text-lg font-extrabold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

function MyPet({ pet }: { pet: Pet }) {
  const care = useCareAction(pet);
  const activities = usePetActivities(pet.id);
  const now = useNow();
  const mood = deriveMood(pet);
  const moodInfo = MOOD_INFO[mood];
  return (
    <div className="px-4 pb-4">
      <section
        aria-label="Pet summary"
        className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-400 via-grape-500 to-grape-700 p-4 text-white shadow-lift"
      >
        <div
          className="absolute -right-10 -top-12 h-44 w-44 rounded-full bg-white/15 blur-sm"
          aria-hidden="true"
        />
        <div
          className="absolute -bottom-16 -left-8 h-40 w-40 rounded-full bg-coin-400/25 blur-md"
          aria-hidden="true"
        />
        {/* With large text the details wrap below the pet instead of cutting its name short. */}
        <div className="relative flex flex-wrap items-center gap-3">
          <div className="shrink-0 rounded-full bg-white/20 ring-4 ring-white/25">
            <AnimatedPet
              pet={pet}
              mood={mood}
              animation={care.animation}
              animationKey={care.animationKey}
              size={128}
            />
          </div>
          <div className="min-w-[6.5rem] flex-1">
            <h2 className="truncate text-2xl font-black leading-tight">{pet.name}</h2>
            <p className="text-sm font-bold text-white/85">
              Level {pet.level} · {TYPE_LABEL[pet.type]}
            </p>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <span className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-extrabold text-ink-900">
                <span aria-hidden="true">{moodInfo.emoji}</span>
                <span className="sr-only">Mood: </span>
                {moodInfo.label}
              </span>
            </p>
            <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-bold text-white/85">
              <CalendarHeart className="h-3.5 w-3.5" aria-hidden="true" />
              {adoptedLabel(pet.createdAt, now)}
            </p>
          </div>
        </div>
      </section>

      <Tabs
        className="mt-4"
        tabs={[
          {
            value: 'stats',
            label: 'Stats',
            content: (
              <div className="flex flex-col gap-4">
                <CareActions onAction={care.request} pendingAction={care.pendingAction} />
                <Card title="Vitals">
                  <PetVitals pet={pet} />
                </Card>
                <Card title="Level Progress">
                  <LevelProgress level={pet.level} experience={pet.experience} />
                </Card>
                <Card title="Pet Info">
                  <PetInfo pet={pet} />
                </Card>
              </div>
            ),
          },
          {
            value: 'activity',
            label: 'Activity',
            content: <ActivityList query={activities} />,
          },
          { value: 'manage', label: 'Manage', content: <ManagePanel pet={pet} /> },
        ]}
      />
      <CareDialogs {...care.dialogProps} />
    </div>
  );
}

/** My Pet (spec section 2): summary, then Stats, Activity and Manage tabs. */
export function Component() {
  const coins = useCoins();
  const activePet = useActivePet();
  return (
    <div>
      <PageHeader title="My Pet" actions={<CoinBadge coins={coins} />} />
      <ActivePetGate
        activePet={activePet}
        noPetDescription="You don't have an active pet yet. Adopt one to start caring for it."
      >
        {(pet) => <MyPet pet={pet} />}
      </ActivePetGate>
    </div>
  );
}
