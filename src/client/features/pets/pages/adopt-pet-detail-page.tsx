import { Clock, Globe2, Lightbulb, Ruler, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PET_MOODS, variantLabel, type PetMood } from '../../../../shared/catalog/pets';
import type { AdoptablePet } from '../../../../shared/schemas/pets';
import { CoinBadge } from '../../../components/coin-badge';
import { PetArt } from '../../../components/pet-art';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAdoptablePets } from '../api/get-adoptable-pets';
import { useCoins } from '../api/get-user-profile';
import { PetLoadError } from '../components/load-error';
import { RarityBadge } from '../components/pet-info';
import { TYPE_LABEL } from '../lib/labels';
import { TYPE_TINT } from '../lib/type-style';
import { EmptyIcon } from '../components/empty-icon';
import { AdoptionBar } from '../components/adoption-bar';

/** The mood preview tabs: 'tired' shows the sad art (spec section 2 "Adoption"). */
const PREVIEWS = [
  { value: 'happy', label: 'Happy', image: 'happy' },
  { value: 'tired', label: 'Tired', image: 'sad' },
  { value: 'sleeping', label: 'Sleeping', image: 'sleeping' },
] as const;

function asMood(value: string, fallback: PetMood): PetMood {
  return (PET_MOODS as readonly string[]).includes(value) ? (value as PetMood) : fallback;
}

function Detail({ pet, coins }: { pet: AdoptablePet; coins: number }) {
  const [preview, setPreview] = useState<(typeof PREVIEWS)[number]['value']>('happy');
  const current = PREVIEWS.find((p) => p.value === preview) ?? PREVIEWS[0];
  const mood = asMood(pet.images[current.image], current.image);

  const facts = [
    { icon: Globe2, label: 'Origin', value: pet.breedInfo.origin },
    { icon: Ruler, label: 'Size', value: pet.breedInfo.size },
    { icon: Clock, label: 'Lifespan', value: pet.breedInfo.lifespan },
  ];

  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <section
        aria-label="Mood preview"
        className={cn(
          'overflow-hidden rounded-[2rem] bg-gradient-to-br shadow-card',
          TYPE_TINT[pet.type],
        )}
      >
        <div className="flex h-60 items-center justify-center">
          <PetArt
            key={mood}
            type={pet.type}
            variant={pet.variant}
            mood={mood}
            size={220}
            className="animate-pop"
            title={`${pet.name} looking ${current.label.toLowerCase()}`}
          />
        </div>
        <div
          role="tablist"
          aria-label="Mood"
          className="mx-3 mb-3 flex gap-1 rounded-2xl bg-white/70 p-1 backdrop-blur"
        >
          {PREVIEWS.map((p) => (
            <button
              key={p.value}
              type="button"
              role="tab"
              aria-selected={preview === p.value}
              onClick={() => setPreview(p.value)}
              className={cn(
                'flex-1 rounded-xl py-2 text-sm font-extrabold transition',
                preview === p.value
                  ? 'bg-white text-ink-900 shadow-sm'
                  : 'text-ink-500 hover:text-ink-700',
              )}
            >
              {p.label}
            </button>
          ))}
        </div>
      </section>

      <div>
        <div className="flex items-center gap-2">
          <h2 className="text-3xl font-black text-ink-900">{pet.name}</h2>
          <RarityBadge rarity={pet.rarity} />
        </div>
        <p className="font-bold text-ink-500">
          {variantLabel(pet.variant)} · {TYPE_LABEL[pet.type]}
        </p>
        <p className="mt-3 text-body leading-relaxed text-ink-700">{pet.description}</p>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-grape-50 px-3 py-1.5 text-sm font-extrabold text-grape-700">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {pet.personality}
        </p>
      </div>

      <section aria-labelledby="breed-title" className="rounded-3xl bg-white p-4 shadow-card">
        <h2 id="breed-title" className="text-lg font-extrabold text-ink-900">
          Breed Info
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-2">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-2xl bg-canvas p-2.5 text-center">
              <Icon className="mx-auto h-5 w-5 text-brand-500" aria-hidden="true" />
              <dt className="mt-1 text-caption font-bold uppercase tracking-wide text-ink-500">
                {label}
              </dt>
              <dd className="text-sm font-extrabold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 text-sm font-extrabold text-ink-700">Traits</h3>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {pet.breedInfo.traits.map((t) => (
            <li
              key={t}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-700"
            >
              {t}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex gap-3 rounded-2xl bg-coin-100/70 p-3">
          <Lightbulb className="h-5 w-5 shrink-0 text-coin-700" aria-hidden="true" />
          <p className="text-sm text-ink-700">
            <span className="font-extrabold text-ink-900">Fun fact: </span>
            {pet.breedInfo.funFact}
          </p>
        </div>
      </section>

      <AdoptionBar pet={pet} coins={coins} />
    </div>
  );
}

/** One adoptable pet (spec section 2): mood preview, breed info, cost and Adopt. */
export function Component() {
  const { petId } = useParams();
  const coins = useCoins();
  const adoptable = useAdoptablePets();
  const pet = adoptable.data?.find((p) => p.id === petId);
  return (
    <div>
      <PageHeader title="Adopt" back="/adopt-pet" actions={<CoinBadge coins={coins} />} />
      {adoptable.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading pet" />
        </div>
      ) : adoptable.isLoadingError ? (
        <PetLoadError what="this pet" onRetry={() => void adoptable.refetch()} />
      ) : pet ? (
        <Detail pet={pet} coins={coins} />
      ) : (
        <EmptyState
          icon={<EmptyIcon emoji="🔍" />}
          title="Pet Not Found"
          description="This pet is not up for adoption. It may already have found a home."
          action={
            <Link to="/adopt-pet" className={buttonClass('primary', 'lg')}>
              See All Pets
            </Link>
          }
        />
      )}
    </div>
  );
}
