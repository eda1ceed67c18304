import { useState } from 'react';
import { CoinBadge } from '../../../components/coin-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAdoptablePets } from '../api/get-adoptable-pets';
import { usePets } from '../api/get-pets';
import { useCoins } from '../api/get-user-profile';
import { AdoptableCard } from '../components/adoptable-card';
import { PetLoadError } from '../components/load-error';
import { ADOPTION_CATEGORIES, filterByCategory, type AdoptionCategory } from '../lib/adoption';
import { EmptyIcon } from '../components/empty-icon';

/** Adoption list (spec section 2): category filter and a card per adoptable pet. */
export function Component() {
  const coins = useCoins();
  const adoptable = useAdoptablePets();
  const pets = usePets();
  const [category, setCategory] = useState<AdoptionCategory>('all');
  const shown = filterByCategory(adoptable.data ?? [], category);
  const isFirstPet = pets.data ? pets.data.length === 0 : false;

  return (
    <div>
      <PageHeader title="Adopt a Pet" back actions={<CoinBadge coins={coins} />} />
      <div className="px-4">
        <p className="text-sm font-semibold text-ink-500">
          {isFirstPet
            ? 'Your first pet is free. Pick a friend to take home!'
            : 'Every pet is waiting for a loving home.'}
        </p>
        <div
          role="group"
          aria-label="Category"
          className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
        >
          {ADOPTION_CATEGORIES.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-pressed={category === c.value}
              onClick={() => setCategory(c.value)}
              className={cn(
                'shrink-0 rounded-full px-4 py-2 text-sm font-extrabold ring-1 transition',
                category === c.value
                  ? 'bg-ink-900 text-white ring-ink-900'
                  : 'bg-white text-ink-700 ring-ink-100 hover:bg-grape-50',
              )}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
      {adoptable.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading pets" />
        </div>
      ) : adoptable.isLoadingError ? (
        <PetLoadError what="the pets" onRetry={() => void adoptable.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<EmptyIcon emoji="🏡" />}
          title="No pets available for adoption"
          description="Check back soon, or try another category."
        />
      ) : (
        <ul className="grid grid-cols-pair gap-3 px-4 pb-4 pt-2">
          {shown.map((p) => (
            <li key={p.id} className="flex">
              <AdoptableCard pet={p} isFirstPet={isFirstPet} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
