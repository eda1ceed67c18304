import { useNavigate } from 'react-router';
import { formatCount } from '../../../../shared/format';
import type { AdoptablePet } from '../../../../shared/schemas/pets';
import { CoinIcon } from '../../../components/coin-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { keyed } from '../../../lib/idempotency';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useAdoptPet } from '../api/adopt-pet';
import { cannotAfford, priceLabel } from '../lib/adoption';

/**
 * The adoption detail's sticky bar: the cost and Adopt. A paid adoption (2,000 coins) is asked
 * about first, with the balance it leaves; the first pet is free and adopted at once.
 */
export function AdoptionBar({ pet, coins }: { pet: AdoptablePet; coins: number }) {
  const navigate = useNavigate();
  const adopt = useAdoptPet();
  // A history entry, so the phone's Back closes the question and stays on the pet.
  const dialog = useDialogFlag('confirm-adoption');
  const short = cannotAfford(pet.cost, coins);
  const free = pet.cost <= 0;

  const adoptNow = async () => {
    try {
      const { pet: adopted } = await adopt.mutateAsync(
        keyed({
          type: pet.type,
          variant: pet.variant,
          name: pet.name,
          rarity: pet.rarity,
          personality: pet.personality,
          cost: pet.cost,
        }),
      );
      toast({
        title: 'Adoption Successful',
        description: `${adopted.name} has been adopted! Welcome to the family!`,
        // A further pet does not become the active one (docs/rules.md): say where to switch.
        ...(free
          ? {}
          : { action: { label: 'Switch Pet', onClick: () => navigate('/pet-selection') } }),
      });
      // Off the dialog's entry (if it was asked) first: a navigation now would race that step.
      dialog.close(() => void navigate('/my-pet'));
    } catch (error) {
      dialog.close();
      toast({
        title: 'Adoption Failed',
        description: errorMessage(error, 'Could not adopt pet. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const onAdopt = () => {
    if (short) {
      toast({
        title: 'Insufficient Coins',
        description: "You don't have enough coins to adopt this pet.",
        variant: 'destructive',
      });
    } else if (free) {
      void adoptNow();
    } else {
      dialog.open();
    }
  };

  return (
    <section
      aria-label="Adoption"
      className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-10 rounded-3xl bg-white/95 p-4 shadow-2xl ring-1 ring-ink-100 backdrop-blur"
    >
      <div className="flex items-center justify-between">
        <span className="text-sm font-bold text-ink-500">Adoption cost</span>
        <span
          className={cn(
            'inline-flex items-center gap-1 text-xl font-black',
            free ? 'text-emerald-600' : 'text-coin-700',
          )}
        >
          {free ? null : <CoinIcon />}
          {priceLabel(pet.cost)}
        </span>
      </div>
      {short ? (
        <p role="status" className="mt-2 text-sm font-bold text-brand-600">
          Insufficient coins. You need {formatCount(pet.cost)} coins.
        </p>
      ) : null}
      <Button
        size="lg"
        block
        className="mt-3"
        disabled={short || adopt.isPending}
        onClick={onAdopt}
      >
        {adopt.isPending ? 'Adopting…' : `Adopt ${pet.name}`}
      </Button>
      <ConfirmDialog
        open={dialog.isOpen}
        onOpenChange={(open) => !adopt.isPending && dialog.onOpenChange(open)}
        title={`Adopt ${pet.name}?`}
        description={`${formatCount(pet.cost)} coins will be taken from your ${formatCount(coins)}, leaving ${formatCount(coins - pet.cost)}.`}
        confirmLabel={adopt.isPending ? 'Adopting…' : 'Adopt'}
        confirmVariant="primary"
        onConfirm={() => void adoptNow()}
        pending={adopt.isPending}
      />
    </section>
  );
}
