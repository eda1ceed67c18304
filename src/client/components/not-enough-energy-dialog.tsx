import { ShoppingBag, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pet } from '../../shared/schemas/pets';
import { PetArt } from './pet-art';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

/**
 * Spec section 4 "Pet care action": an action is blocked with 'Not Enough Energy!' (offering
 * Visit Shop) below the energy it costs. Shared by the care buttons and the emoji game, whose
 * result is a play action too.
 */
export function NotEnoughEnergyDialog({
  open,
  pet,
  description,
  onClose,
  onVisitShop,
}: {
  open: boolean;
  pet: Pick<Pet, 'type' | 'variant'> | null;
  description: ReactNode;
  onClose: () => void;
  onVisitShop: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Not Enough Energy!"
      description={description}
    >
      <div className="-mt-1 mb-5 flex justify-center" aria-hidden="true">
        <div className="relative flex h-24 w-24 items-center justify-center rounded-full bg-sky-50">
          {pet ? <PetArt type={pet.type} variant={pet.variant} mood="sleeping" size={88} /> : null}
          <span className="absolute -right-1 -top-1 flex h-9 w-9 items-center justify-center rounded-full bg-stat-energy text-white shadow-md">
            <Zap className="h-5 w-5" fill="currentColor" />
          </span>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Button block onClick={onVisitShop}>
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
          Visit Shop
        </Button>
        <Button block variant="ghost" onClick={onClose}>
          Maybe Later
        </Button>
      </div>
    </Dialog>
  );
}
