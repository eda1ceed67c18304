import type { PetSummary } from '../../../../shared/schemas/dating';
import { cn } from '../../../lib/cn';
import { MOOD_EMOJI, PET_TYPE_LABEL } from '../lib/pet-theme';

/** 'Biscuit · Lv 5 Cat' with the pet's mood. */
export function PetChip({
  pet,
  tone = 'glass',
  className,
}: {
  pet: PetSummary;
  tone?: 'glass' | 'light';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
        tone === 'glass'
          ? 'bg-white/20 text-white ring-1 ring-white/30 backdrop-blur-md'
          : 'bg-grape-50 text-grape-700',
        className,
      )}
    >
      <span aria-hidden="true">{MOOD_EMOJI[pet.mood]}</span>
      <span className="sr-only">{pet.mood} pet:</span>
      <span className="min-w-0 truncate">
        {pet.name} · Lv {pet.level} {PET_TYPE_LABEL[pet.type]}
      </span>
    </span>
  );
}
