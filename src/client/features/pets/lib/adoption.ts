import type { PetType } from '../../../../shared/catalog/pets';
import type { AdoptablePet } from '../../../../shared/schemas/pets';
import { formatCount } from '../../../../shared/format';

export type AdoptionCategory = 'all' | PetType;

/** The category filter of spec section 2 "Adoption", in its order and wording. */
export const ADOPTION_CATEGORIES: readonly { value: AdoptionCategory; label: string }[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'dragon', label: 'Dragons' },
  { value: 'cat', label: 'Cats' },
  { value: 'dog', label: 'Dogs' },
  { value: 'phoenix', label: 'Phoenix' },
  { value: 'bird', label: 'Birds' },
  { value: 'fish', label: 'Fish' },
];

export function filterByCategory<T extends Pick<AdoptablePet, 'type'>>(
  pets: readonly T[],
  category: AdoptionCategory,
): T[] {
  return category === 'all' ? [...pets] : pets.filter((p) => p.type === category);
}

/** 'FREE' or the price, e.g. '2,000'. */
export function priceLabel(cost: number): string {
  return cost > 0 ? formatCount(cost) : 'FREE';
}

/** Spec section 5 "Adoption": only a paid adoption can be short of coins. */
export function cannotAfford(cost: number, coins: number): boolean {
  return cost > 0 && coins < cost;
}
