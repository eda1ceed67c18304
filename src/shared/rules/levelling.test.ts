import { describe, expect, it } from 'vitest';
import { CARE } from '../constants';
import { addExperience, isMaxLevel, willLevelUp } from './levelling';

describe('addExperience (PRODUCT_RULES.md 2)', () => {
  it('adds XP below 100 without a level-up', () => {
    expect(addExperience({ level: 1, experience: 0 }, 2)).toEqual({
      level: 1,
      experience: 2,
      levelsGained: 0,
    });
  });

  it('levels up at 100 XP and carries the remainder', () => {
    expect(addExperience({ level: 3, experience: 98 }, 2)).toEqual({
      level: 4,
      experience: 0,
      levelsGained: 1,
    });
    expect(addExperience({ level: 3, experience: 99 }, 2)).toEqual({
      level: 4,
      experience: 1,
      levelsGained: 1,
    });
    expect(addExperience({ level: 1, experience: 50 }, 275)).toEqual({
      level: 4,
      experience: 25,
      levelsGained: 3,
    });
  });

  it('gains exactly 10 levels from 1,000 XP given 2 at a time', () => {
    let progress = { level: 1, experience: 0 };
    let levels = 0;
    for (let i = 0; i < 1000 / CARE.xpPerAction; i++) {
      const next = addExperience(progress, CARE.xpPerAction);
      levels += next.levelsGained;
      progress = { level: next.level, experience: next.experience };
    }
    expect(levels).toBe(10);
    expect(progress).toEqual({ level: 11, experience: 0 });
  });

  it('stops at level 100 with XP 0', () => {
    expect(addExperience({ level: 99, experience: 98 }, 2)).toEqual({
      level: 100,
      experience: 0,
      levelsGained: 1,
    });
    expect(addExperience({ level: 99, experience: 50 }, 500)).toEqual({
      level: 100,
      experience: 0,
      levelsGained: 1,
    });
    expect(addExperience({ level: 100, experience: 0 }, 2)).toEqual({
      level: 100,
      experience: 0,
      levelsGained: 0,
    });
  });
});

describe('willLevelUp / isMaxLevel', () => {
  it('is true when the next action reaches 100 XP below the maximum level', () => {
    expect(willLevelUp({ level: 5, experience: 98 })).toBe(true);
    expect(willLevelUp({ level: 5, experience: 97 })).toBe(false);
    expect(willLevelUp({ level: 100, experience: 98 })).toBe(false);
    expect(isMaxLevel(100)).toBe(true);
    expect(isMaxLevel(99)).toBe(false);
  });
});
