import { describe, expect, it } from 'vitest';
import { deriveMood } from './mood';

const pet = (energy: number, happiness: number, hunger: number, health: number) => ({
  energy,
  happiness,
  hunger,
  health,
});

describe('deriveMood (spec section 4)', () => {
  it('is sleeping below 20 energy, whatever the other stats', () => {
    expect(deriveMood(pet(0, 100, 100, 100))).toBe('sleeping');
    expect(deriveMood(pet(19, 100, 100, 100))).toBe('sleeping');
    expect(deriveMood(pet(20, 100, 100, 100))).toBe('happy');
  });

  it('is happy at 50+ happiness with hunger or health at 50+', () => {
    expect(deriveMood(pet(50, 50, 50, 0))).toBe('happy');
    expect(deriveMood(pet(50, 50, 0, 50))).toBe('happy');
    expect(deriveMood(pet(50, 100, 49, 49))).toBe('sad');
  });

  it('is sad below 50 happiness', () => {
    expect(deriveMood(pet(100, 49, 100, 100))).toBe('sad');
    expect(deriveMood(pet(100, 0, 0, 0))).toBe('sad');
  });
});
