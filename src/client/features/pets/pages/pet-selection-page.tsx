import { Info, PlusCircle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Pet } from '../../../../shared/schemas/pets';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePets } from '../api/get-pets';
import { useSetActivePet } from '../api/set-active-pet';
import { PetLoadError } from '../components/load-error';
import { PetSelectCard } from '../components/pet-select-card';
import { EmptyIcon } from '../components/empty-icon';

const TIPS = [
  'Your active pet appears in your dating profile.',
  'Only your active pet can be fed, played with or trained.',
  'You can switch your active pet anytime.',
  'Higher-level pets attract more matches!',
];

/** Pet selection (spec section 2): pick which pet is active, then go to /my-pet. */
export function Component() {
  const navigate = useNavigate();
  const pets = usePets();
  const setActive = useSetActivePet();

  const select = async (pet: Pet) => {
    try {
      await setActive.mutateAsync(pet.id);
      navigate('/my-pet');
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to switch pets. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const list = [...(pets.data ?? [])].sort((a, b) => Number(b.isActive) - Number(a.isActive));

  return (
    <div>
      <PageHeader title="Your Pets" back />
      {pets.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading your pets" />
        </div>
      ) : pets.isLoadingError ? (
        <PetLoadError what="your pets" onRetry={() => void pets.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<EmptyIcon emoji="🐾" />}
          title="No Pets Found"
          description="You don't have any pets yet. Your first one is free to adopt; more hatch from eggs in the shop."
          action={
            // The spec's Visit Shop, after the free way in: a new user's coins buy no egg.
            <div className="flex flex-col items-center gap-3">
              <Link to="/onboarding" className={buttonClass('primary', 'lg')}>
                Adopt a Pet
              </Link>
              <Link to="/shop?tab=items" className={buttonClass('secondary', 'md')}>
                Visit Shop
              </Link>
            </div>
          }
        />
      ) : (
        <div className="flex flex-col gap-3 px-4 pb-4">
          <p className="text-sm font-semibold text-ink-500">
            {list.length === 1
              ? 'You have 1 pet. Adopt another to switch between them.'
              : `You have ${list.length} pets. Tap a pet to make it your active companion.`}
          </p>
          {list.map((pet) => (
            <PetSelectCard
              key={pet.id}
              pet={pet}
              onSelect={(p) => void select(p)}
              busy={setActive.isPending && setActive.variables === pet.id}
              disabled={setActive.isPending}
            />
          ))}
          <Link
            to="/adopt-pet"
            className="flex items-center justify-center gap-2 rounded-3xl border-2 border-dashed border-brand-200 bg-white/60 py-4 font-extrabold text-brand-600 transition hover:border-brand-400 hover:bg-brand-50"
          >
            <PlusCircle className="h-5 w-5" aria-hidden="true" />
            Adopt a New Pet
          </Link>
          <aside className="mt-1 rounded-3xl bg-grape-50 p-4 ring-1 ring-grape-100">
            <h2 className="flex items-center gap-2 font-extrabold text-grape-700">
              <Info className="h-5 w-5" aria-hidden="true" />
              About your active pet
            </h2>
            <ul className="mt-2 flex flex-col gap-1.5 text-sm text-ink-700">
              {TIPS.map((t) => (
                <li key={t} className="flex gap-2">
                  <span className="text-grape-500" aria-hidden="true">
                    •
                  </span>
                  {t}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      )}
    </div>
  );
}
