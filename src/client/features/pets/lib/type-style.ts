import type { PetType } from '../../../../shared/catalog/pets';

/** A soft backdrop per pet type for cards and previews. */
export const TYPE_TINT: Record<PetType, string> = {
  dragon: 'from-orange-100 via-rose-50 to-amber-50',
  cat: 'from-amber-100 via-orange-50 to-pink-50',
  dog: 'from-yellow-100 via-amber-50 to-lime-50',
  phoenix: 'from-rose-100 via-fuchsia-50 to-amber-50',
  bird: 'from-sky-100 via-cyan-50 to-emerald-50',
  fish: 'from-cyan-100 via-sky-50 to-indigo-50',
};
