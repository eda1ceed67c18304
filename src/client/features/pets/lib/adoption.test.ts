import { describe, expect, it } from 'vitest';
import { ADOPTION_CATEGORIES, cannotAfford, filterByCategory, priceLabel } from './adoption';

const pets = [
  { id: 'a', type: 'dragon' as const },
  { id: 'b', type: 'fish' as const },
  { id: 'c', type: 'dragon' as const },
];

describe('adoption helpers', () => {
  it('lists the spec categories in order', () => {
    expect(ADOPTION_CATEGORIES.map((c) => c.label)).toEqual([
      'All Categories',
      'Dragons',
      'Cats',
      'Dogs',
      'Phoenix',
      'Birds',
      'Fish',
    ]);
  });

  it('filters by type, all keeps everything', () => {
    expect(filterByCategory(pets, 'all').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterByCategory(pets, 'dragon').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterByCategory(pets, 'cat')).toEqual([]);
  });

  it('prices FREE or with thousands separators', () => {
    expect(priceLabel(0)).toBe('FREE');
    expect(priceLabel(2000)).toBe('2,000');
  });

  it('is short of coins only for a paid adoption', () => {
    expect(cannotAfford(0, 0)).toBe(false);
    expect(cannotAfford(2000, 1999)).toBe(true);
    expect(cannotAfford(2000, 2000)).toBe(false);
  });
});
