import { Check } from 'lucide-react';
import { variantLabel } from '../../../../shared/catalog/pets';
import { deriveMood } from '../../../../shared/rules/mood';
import type { Pet } from '../../../../shared/schemas/pets';
import { PetArt } from '../../../components/pet-art';
import { StatBar } from '../../../components/stat-bar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { TYPE_LABEL } from '../lib/labels';

/** One pet in the selection list; tapping an inactive one (or its Select button) activates it. */
export function PetSelectCard({
  pet,
  onSelect,
  busy,
  disabled,
}: {
  pet: Pet;
  onSelect: (pet: Pet) => void;
  busy: boolean;
  disabled: boolean;
}) {
  const active = pet.isActive;
  const select = () => {
    if (!active && !disabled) onSelect(pet);
  };
  return (
    <article
      aria-label={`${pet.name}, level ${pet.level}${active ? ', active' : ''}`}
      onClick={select}
      className={cn(
        // With large text the details wrap below the picture instead of running off screen.
        'relative flex flex-wrap gap-3 rounded-3xl bg-white p-3 shadow-card ring-2 transition',
        active
          ? 'ring-brand-400'
          : 'cursor-pointer ring-transparent hover:-translate-y-0.5 hover:ring-brand-200',
      )}
    >
      <div
        className={cn(
          'relative flex h-28 w-28 shrink-0 items-center justify-center rounded-2xl',
          active ? 'bg-gradient-to-br from-brand-100 to-grape-100' : 'bg-grape-50',
        )}
      >
        <PetArt
          type={pet.type}
          variant={pet.variant}
          mood={deriveMood(pet)}
          accessories={pet.accessories}
          size={104}
          animate={active}
        />
        <span className="absolute -left-1 -top-1 rounded-full bg-ink-900 px-2 py-0.5 text-caption font-black text-white shadow">
          Lv {pet.level}
        </span>
      </div>
      <div className="min-w-[8rem] flex-1">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 truncate text-lg font-black leading-tight text-ink-900">
            {pet.name}
          </h2>
          {active ? (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-brand-600 px-2 py-0.5 text-caption font-black uppercase text-white">
              <Check className="h-3 w-3" strokeWidth={3.5} aria-hidden="true" />
              Active
            </span>
          ) : null}
        </div>
        <p className="text-xs font-bold text-ink-500">
          {variantLabel(pet.variant)} · {TYPE_LABEL[pet.type]}
        </p>
        <p className="truncate text-xs italic text-ink-500">{pet.personality}</p>
        <div className="mt-2 flex flex-col gap-1.5">
          <StatBar stat="health" value={pet.health} size="sm" />
          <StatBar stat="hunger" value={pet.hunger} size="sm" />
          <StatBar stat="happiness" value={pet.happiness} size="sm" label="Happy" />
        </div>
        {!active ? (
          <Button
            size="sm"
            block
            className="mt-2.5"
            disabled={disabled}
            aria-label={`Select ${pet.name}`}
            onClick={(e) => {
              e.stopPropagation();
              select();
            }}
          >
            {busy ? 'Switching…' : 'Select'}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
