import type { PetSummary } from '../../../../shared/schemas/dating';
import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import { initials } from '../lib/swipe-gesture';
import { PET_BACKDROP } from '../lib/pet-theme';

/**
 * A round avatar: the main photo, else the person's pet on its colour, else their initials.
 * Demo people and new users often have no photo: the pet is their face here. `pet` undefined
 * means not known yet (the list that has it is on its way): the colour alone, so a pet does not
 * replace initials a moment later.
 */
export function PersonAvatar({
  name,
  photo,
  pet,
  size = 56,
  className,
}: {
  name: string;
  photo: string | null | undefined;
  pet: PetSummary | null | undefined;
  size?: number;
  className?: string;
}) {
  const style = { width: size, height: size };
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        style={style}
        className={cn(
          'shrink-0 rounded-full object-cover object-[center_25%] ring-2 ring-white',
          className,
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br ring-2 ring-white',
        PET_BACKDROP[pet?.type ?? 'none'],
        className,
      )}
    >
      {pet ? (
        <PetArt
          type={pet.type}
          variant={pet.variant}
          mood={pet.mood}
          accessories={pet.accessories}
          size={Math.round(size * 0.9)}
          animate={false}
          title=""
        />
      ) : pet === undefined ? null : (
        <span className="font-black text-grape-700" style={{ fontSize: size * 0.38 }}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}

/** The initials in a small bubble, for cards that show the pet large. */
export function InitialsBadge({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-grape-500 text-base font-black text-white ring-2 ring-white/80 shadow-md',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
