import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PER_HOUR } from '../constants';
import { advancePetStats, clampStat, type PetStats } from './pet-time';

const T0 = new Date('2026-06-15T12:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const full: PetStats = { health: 100, hunger: 100, happiness: 100, energy: 100 };

describe('advancePetStats', () => {
  it('changes nothing before a whole hour has passed', () => {
    const stats = { ...full, energy: 50 };
    expect(advancePetStats(stats, T0, at(0.99))).toEqual({ stats, statsAt: T0, hours: 0 });
  });

  it('changes nothing when the clock is behind the stats time', () => {
    const stats = { ...full, energy: 50 };
    expect(advancePetStats(stats, T0, at(-5)).stats).toEqual(stats);
  });

  it('regenerates 5 energy and decays hunger 2 and happiness 1 per hour', () => {
    const r = advancePetStats({ health: 100, hunger: 80, happiness: 70, energy: 10 }, T0, at(3));
    expect(r.stats).toEqual({ health: 100, hunger: 74, happiness: 67, energy: 25 });
    expect(r.hours).toBe(3);
  });

  it('caps regenerated energy at 100', () => {
    expect(advancePetStats({ ...full, energy: 97 }, T0, at(1)).stats.energy).toBe(100);
    expect(advancePetStats({ ...full, energy: 90 }, T0, at(50)).stats.energy).toBe(100);
  });

  it('floors decaying stats at 0', () => {
    const r = advancePetStats({ health: 3, hunger: 1, happiness: 0, energy: 0 }, T0, at(5));
    expect(r.stats).toEqual({ health: 0, hunger: 0, happiness: 0, energy: 25 });
  });

  it('carries the partial hour: 90 min then 90 min applies 3 hours in total', () => {
    const start = { health: 100, hunger: 60, happiness: 60, energy: 40 };
    const first = advancePetStats(start, T0, at(1.5));
    expect(first.hours).toBe(1);
    expect(first.statsAt).toEqual(at(1));
    const second = advancePetStats(first.stats, first.statsAt, at(3));
    expect(second.hours).toBe(2);
    expect(second.stats).toEqual(advancePetStats(start, T0, at(3)).stats);
    expect(second.stats).toEqual({ health: 100, hunger: 54, happiness: 57, energy: 55 });
  });

  it('lowers health only during hours that end with hunger below 20', () => {
    const notHungry = advancePetStats({ ...full, hunger: 60, health: 80 }, T0, at(10));
    expect(notHungry.stats.health).toBe(80);
    // Hunger after each hour: 22, 20, 18, 16 -> health falls in hours 3 and 4.
    const hungry = advancePetStats({ ...full, hunger: 24, health: 80 }, T0, at(4));
    expect(hungry.stats).toMatchObject({ hunger: 16, health: 78 });
    const starving = advancePetStats({ ...full, hunger: 0, health: 50 }, T0, at(10));
    expect(starving.stats.health).toBe(50 - 10 * PER_HOUR.healthDecayWhileHungry);
  });

  it('reaches the same end after a very long time, without looping forever', () => {
    const r = advancePetStats({ ...full, energy: 0 }, T0, at(24 * 365 * 10));
    expect(r.stats).toEqual({ health: 0, hunger: 0, happiness: 0, energy: 100 });
    expect(r.statsAt).toEqual(at(24 * 365 * 10));
  });

  it('gives the same result however the elapsed time is split into reads', () => {
    const stat = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(
        fc.record({ health: stat, hunger: stat, happiness: stat, energy: stat }),
        fc.array(fc.integer({ min: 0, max: 20 * 60 }), { maxLength: 12 }),
        (stats, stepsMinutes) => {
          let current = { stats, statsAt: T0 };
          let now = T0.getTime();
          for (const minutes of stepsMinutes) {
            now += minutes * 60_000;
            current = advancePetStats(current.stats, current.statsAt, new Date(now));
          }
          const once = advancePetStats(stats, T0, new Date(now));
          expect(current.stats).toEqual(once.stats);
        },
      ),
    );
  });
});

describe('clampStat', () => {
  it('keeps stats within 0-100', () => {
    expect(clampStat(-3)).toBe(0);
    expect(clampStat(104)).toBe(100);
    expect(clampStat(55)).toBe(55);
  });
});
