import { variantLabel } from '../../../../shared/catalog/pets';
import type { Pet } from '../../../../shared/schemas/pets';
import { cn } from '../../../lib/cn';
import { TYPE_LABEL } from '../lib/labels';

export const RARITY_STYLE: Record<string, string> = {
  common: 'bg-ink-100 text-ink-700',
  uncommon: 'bg-emerald-100 text-emerald-700',
  rare: 'bg-sky-100 text-sky-700',
  epic: 'bg-grape-100 text-grape-700',
  legendary: 'bg-coin-100 text-coin-700',
};

export function RarityBadge({ rarity, className }: { rarity: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-caption font-black uppercase tracking-wide',
        RARITY_STYLE[rarity] ?? RARITY_STYLE.common,
        className,
      )}
    >
      {rarity}
    </span>
  );
}

/** A read-only list of the pet's facts: type, variant, rarity, personality and more. */
export function PetInfo({
  pet,
  extra = [],
}: {
  pet: Pick<Pet, 'type' | 'variant' | 'rarity' | 'personality'>;
  extra?: { label: string; value: string }[];
}) {
  const rows = [
    { label: 'Type', value: TYPE_LABEL[pet.type] },
    { label: 'Variant', value: variantLabel(pet.variant) },
    ...extra,
    { label: 'Personality', value: pet.personality },
  ];
  return (
    <dl className="divide-y divide-ink-100">
      {rows.map((r) => (
        <div key={r.label} className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-sm font-semibold text-ink-500">{r.label}</dt>
          <dd className="min-w-0 text-right text-sm font-extrabold text-ink-900 wrap-anywhere">
            {r.value}
          </dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 py-2.5">
        <dt className="text-sm font-semibold text-ink-500">Rarity</dt>
        <dd>
          <RarityBadge rarity={pet.rarity} />
        </dd>
      </div>
    </dl>
  );
}
