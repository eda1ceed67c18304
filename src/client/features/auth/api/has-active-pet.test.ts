import { describe, expect, it } from 'vitest';
import { isActivePetPresent } from './has-active-pet';

describe('isActivePetPresent', () => {
  it('sees a pet answered directly or wrapped in { pet }', () => {
    expect(isActivePetPresent({ id: 'p1', name: 'Ember' })).toBe(true);
    expect(isActivePetPresent({ pet: { id: 'p1' } })).toBe(true);
  });

  it('treats null, an empty wrapper and non-objects as no pet', () => {
    expect(isActivePetPresent(null)).toBe(false);
    expect(isActivePetPresent({ pet: null })).toBe(false);
    expect(isActivePetPresent({})).toBe(false);
    expect(isActivePetPresent('pet')).toBe(false);
    expect(isActivePetPresent(undefined)).toBe(false);
  });
});
