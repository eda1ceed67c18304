import type { Pet } from '../../../../shared/schemas/pets';
import { clampStat, StatBar } from '../../../components/stat-bar';
import { cn } from '../../../lib/cn';

/** Health, hunger, happiness and energy; the energy bar leads to /shop. */
export function PetVitals({ pet, className }: { pet: Pet; className?: string }) {
  return (
    // Two columns when the card is 300 px wide at normal text size (a 375 px phone); narrower, or
    // with very large text (the query is in rem), "Happiness 100%" needs a whole row.
    <div className={cn('@container', className)}>
      <div className="grid grid-cols-1 gap-x-4 gap-y-4 @min-[18.75rem]:grid-cols-2">
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
    </div>
  );
}
