import { PER_HOUR, STAT_MAX, STAT_MIN } from '../constants';

export interface PetStats {
  health: number;
  hunger: number;
  happiness: number;
  energy: number;
}

const HOUR_MS = 3_600_000;
/** After this many hours every stat has reached its floor or cap; simulating more changes nothing. */
const SATURATION_HOURS = 200;

export function clampStat(value: number): number {
  return Math.min(STAT_MAX, Math.max(STAT_MIN, Math.round(value)));
}

/**
 * Regeneration and decay from elapsed time (PRODUCT_RULES.md 2). Only whole hours are applied
 * and `statsAt` moves by exactly those hours, so the partial hour is carried to the next read:
 * acting often never stops decay, and reading never loses time.
 * Health falls only during hours that end with hunger below 20.
 */
export function advancePetStats(
  stats: PetStats,
  statsAt: Date,
  now: Date,
): { stats: PetStats; statsAt: Date; hours: number } {
  const hours = Math.floor((now.getTime() - statsAt.getTime()) / HOUR_MS);
  if (hours <= 0) return { stats, statsAt, hours: 0 };
  const next = { ...stats };
  for (let h = 0; h < Math.min(hours, SATURATION_HOURS); h++) {
    next.energy = clampStat(next.energy + PER_HOUR.energyRegen);
    next.hunger = clampStat(next.hunger - PER_HOUR.hungerDecay);
    next.happiness = clampStat(next.happiness - PER_HOUR.happinessDecay);
    if (next.hunger < PER_HOUR.hungryBelow) {
      next.health = clampStat(next.health - PER_HOUR.healthDecayWhileHungry);
    }
  }
  return { stats: next, statsAt: new Date(statsAt.getTime() + hours * HOUR_MS), hours };
}

/**
 * When advancePetStats from `statsAt` next moves (the next whole hour after it), so anything
 * shown from stats advanced to `now` holds until then.
 */
export function nextStatsHour(statsAt: Date, now: Date): number {
  const hours = Math.max(0, Math.floor((now.getTime() - statsAt.getTime()) / HOUR_MS));
  return statsAt.getTime() + (hours + 1) * HOUR_MS;
}
