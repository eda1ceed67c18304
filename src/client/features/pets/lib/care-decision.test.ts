import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { careAnimation, decideCareAction, isEnergyRefusal } from './care-decision';

const pet = { energy: 60, hunger: 70, happiness: 70, health: 70, level: 3, experience: 40 };

describe('decideCareAction', () => {
  it('refuses every action below 5 energy, before anything else', () => {
    for (const action of ['feed', 'play', 'groom', 'train'] as const) {
      expect(decideCareAction({ ...pet, energy: 4, hunger: 100 }, action)).toBe('no-energy');
    }
    expect(decideCareAction({ ...pet, energy: 5 }, 'feed')).toBe('perform');
  });

  it('sends play to the game, even with full happiness', () => {
    expect(decideCareAction({ ...pet, happiness: 100 }, 'play')).toBe('game');
  });

  it('warns when the relevant stat is full: feed-hunger, train-happiness, groom-health', () => {
    expect(decideCareAction({ ...pet, hunger: 100 }, 'feed')).toBe('stat-full');
    expect(decideCareAction({ ...pet, happiness: 100 }, 'train')).toBe('stat-full');
    expect(decideCareAction({ ...pet, health: 100 }, 'groom')).toBe('stat-full');
    expect(decideCareAction({ ...pet, health: 100 }, 'feed')).toBe('perform');
    expect(decideCareAction({ ...pet, health: 100 }, 'train')).toBe('perform');
  });

  it('skips the warning when this action reaches the next level, and once confirmed', () => {
    expect(decideCareAction({ ...pet, hunger: 100, experience: 98 }, 'feed')).toBe('perform');
    expect(decideCareAction({ ...pet, hunger: 100, experience: 99 }, 'feed')).toBe('perform');
    expect(decideCareAction({ ...pet, hunger: 100, experience: 97 }, 'feed')).toBe('stat-full');
    expect(decideCareAction({ ...pet, hunger: 100 }, 'feed', { confirmedFull: true })).toBe(
      'perform',
    );
  });

  it('keeps the warning at the maximum level, where no level can be gained', () => {
    expect(decideCareAction({ ...pet, hunger: 100, level: 100, experience: 0 }, 'feed')).toBe(
      'stat-full',
    );
  });
});

describe('isEnergyRefusal', () => {
  it('recognises a 400 about energy only', () => {
    const tired = new ApiError(
      400,
      JSON.stringify({ message: 'Ember is too tired: needs 5 energy.' }),
      'Bad Request',
    );
    expect(isEnergyRefusal(tired)).toBe(true);
    expect(isEnergyRefusal(new ApiError(400, '{"message":"Invalid action"}', 'Bad Request'))).toBe(
      false,
    );
    expect(isEnergyRefusal(new ApiError(403, '{"message":"energy"}', 'Forbidden'))).toBe(false);
    expect(isEnergyRefusal(new Error('energy'))).toBe(false);
  });
});

describe('careAnimation', () => {
  it('eats on feed and is happy otherwise', () => {
    expect(careAnimation('feed')).toBe('eating');
    expect(careAnimation('groom')).toBe('happy');
    expect(careAnimation('train')).toBe('happy');
  });
});
