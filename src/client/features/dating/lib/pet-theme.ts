import type { PetType } from '../../../../shared/catalog/pets';

/** A soft backdrop per pet type for cards without a photo. */
export const PET_BACKDROP: Record<PetType | 'none', string> = {
  cat: 'from-orange-100 via-rose-100 to-brand-200',
  dog: 'from-amber-100 via-yellow-50 to-orange-200',
  dragon: 'from-emerald-100 via-teal-50 to-cyan-200',
  phoenix: 'from-rose-100 via-orange-100 to-amber-200',
  bird: 'from-sky-100 via-cyan-50 to-indigo-200',
  fish: 'from-cyan-100 via-sky-100 to-blue-200',
  none: 'from-grape-100 via-brand-50 to-brand-200',
};

export const PET_TYPE_LABEL: Record<PetType, string> = {
  dragon: 'Dragon',
  cat: 'Cat',
  dog: 'Dog',
  phoenix: 'Phoenix',
  bird: 'Bird',
  fish: 'Fish',
};

export const MOOD_EMOJI = { happy: '😊', sad: '😢', sleeping: '😴' } as const;
