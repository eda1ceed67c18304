import { CARE } from '../constants';

export interface Progress {
  level: number;
  experience: number;
}

/**
 * Adds XP: 100 XP make a level and the remainder carries over; at the maximum level XP stays 0
 * (PRODUCT_RULES.md 2). Returns how many levels were gained, each paying CARE.levelUpCoins.
 */
export function addExperience(progress: Progress, xp: number): Progress & { levelsGained: number } {
  let { level, experience } = progress;
  let levelsGained = 0;
  if (level >= CARE.maxLevel) return { level: CARE.maxLevel, experience: 0, levelsGained };
  experience += xp;
  while (experience >= CARE.xpPerLevel && level < CARE.maxLevel) {
    experience -= CARE.xpPerLevel;
    level += 1;
    levelsGained += 1;
  }
  if (level >= CARE.maxLevel) experience = 0;
  return { level, experience, levelsGained };
}

export function isMaxLevel(level: number): boolean {
  return level >= CARE.maxLevel;
}

/** The client refreshes the user after an action that will reach the next level (spec section 4). */
export function willLevelUp(progress: Progress): boolean {
  return !isMaxLevel(progress.level) && progress.experience + CARE.xpPerAction >= CARE.xpPerLevel;
}
