import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Pet } from '../../../../shared/schemas/pets';
import { PetArt } from '../../../components/pet-art';
import { StatBar } from '../../../components/stat-bar';
import { buttonClass } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';

/** Spec section 2: the active pet with health, hunger and happiness; tapping opens /pet. */
export function ActivePetCard({ pet }: { pet: Pet | null | undefined }) {
  if (!pet) {
    return (
      <Card className="flex items-center gap-3">
        <span aria-hidden="true" className="text-4xl">
          🥚
        </span>
        <div className="flex-1">
          <SectionTitle className="mb-0 text-base">No active pet</SectionTitle>
          <p className="text-sm text-ink-500">Your pet shows on your dating profile.</p>
        </div>
        <Link to="/onboarding" className={buttonClass('soft', 'sm')}>
          Adopt
        </Link>
      </Card>
    );
  }
  return (
    <Link
      to="/pet"
      aria-label={`Active pet ${pet.name}, level ${pet.level}: open My Pet`}
      className="block rounded-3xl bg-white p-4 shadow-card transition hover:shadow-lift active:scale-[0.99]"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-extrabold text-ink-900">Active Pet</h2>
        <ChevronRight className="h-5 w-5 text-ink-300" aria-hidden="true" />
      </div>
      <div className="mt-2 flex items-center gap-3">
        <div className="shrink-0 rounded-2xl bg-gradient-to-br from-brand-50 to-grape-50 p-1">
          <PetArt
            type={pet.type}
            variant={pet.variant}
            mood={pet.mood}
            accessories={pet.accessories}
            size={96}
          />
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-black text-ink-900">{pet.name}</p>
          <p className="mb-2 text-xs font-bold capitalize text-ink-500">
            Level {pet.level} · {pet.type}
          </p>
          <div className="space-y-1.5">
            <StatBar stat="health" value={pet.health} size="sm" />
            <StatBar stat="hunger" value={pet.hunger} size="sm" />
            <StatBar stat="happiness" value={pet.happiness} size="sm" />
          </div>
        </div>
      </div>
    </Link>
  );
}
