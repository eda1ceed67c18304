import type { Pet } from '../../../../shared/schemas/pets';
import { clampStat, StatBar } from '../../../components/stat-bar';
import { cn } from '../../../lib/cn';

/** Health, hunger, happiness and energy; the energy bar leads to /shop. */
export function PetVitals({ pet, className }: { pet: Pet; className?: string }) {
  return (
    <div className={cn('grid grid-cols-2 gap-x-5 gap-y-4', className)}>
      <StatBar stat="health" value={pet.health} />
      <StatBar stat="hunger" value={pet.hunger} />
      <StatBar stat="happiness" value={pet.happiness} />
      <StatBar
        stat="energy"
        value={pet.energy}
        to="/shop"
        linkLabel={`Energy ${clampStat(pet.energy)}%: get more energy in the shop`}
      />
    </div>
  );
}
