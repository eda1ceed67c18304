import type { PetMood } from '../../../../shared/catalog/pets';
import type { Pet } from '../../../../shared/schemas/pets';
import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import { CareAnimation, careMotionClass } from './care-animation';

/** The pet drawn in its mood; while a care animation plays it beams and reacts. */
export function AnimatedPet({
  pet,
  mood,
  animation,
  animationKey,
  size,
  className,
}: {
  pet: Pick<Pet, 'type' | 'variant' | 'accessories' | 'name'>;
  mood: PetMood;
  animation: 'eating' | 'happy' | null;
  animationKey: number;
  size: number;
  className?: string;
}) {
  const shownMood = animation ? 'happy' : mood;
  return (
    <div className={cn('relative', className)} style={{ width: size, height: size }}>
      <div key={`pet-${animationKey}`} className={careMotionClass(animation)}>
        <PetArt
          type={pet.type}
          variant={pet.variant}
          mood={shownMood}
          accessories={pet.accessories}
          size={size}
          title={`${pet.name}, ${shownMood}`}
        />
      </div>
      {animation ? <CareAnimation key={`fx-${animationKey}`} kind={animation} /> : null}
      <span role="status" className="sr-only">
        {animation === 'eating'
          ? `${pet.name} is eating`
          : animation === 'happy'
            ? `${pet.name} is happy`
            : ''}
      </span>
    </div>
  );
}
