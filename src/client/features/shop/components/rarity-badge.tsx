import type { PetRarity } from '../../../../shared/catalog/pets';
import { cn } from '../../../lib/cn';

export const RARITY_STYLE: Record<PetRarity, { badge: string; tile: string }> = {
  common: { badge: 'bg-ink-100 text-ink-700', tile: 'from-slate-50 to-slate-100' },
  uncommon: { badge: 'bg-emerald-100 text-emerald-700', tile: 'from-emerald-50 to-emerald-100' },
  rare: { badge: 'bg-sky-100 text-sky-700', tile: 'from-sky-50 to-sky-100' },
  epic: { badge: 'bg-grape-100 text-grape-700', tile: 'from-grape-50 to-grape-200' },
  legendary: {
    badge: 'bg-gradient-to-r from-coin-100 to-amber-200 text-coin-700 ring-1 ring-coin-400/50',
    tile: 'from-coin-100 to-amber-200',
  },
};

export function RarityBadge({ rarity, className }: { rarity: PetRarity; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center rounded-full px-2 text-caption font-extrabold uppercase tracking-wide',
        RARITY_STYLE[rarity].badge,
        className,
      )}
    >
      {rarity}
    </span>
  );
}
