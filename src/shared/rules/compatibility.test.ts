import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PET_TYPES } from '../catalog/pets';
import {
  compatibilityHearts,
  compatibilityScore,
  emptyPlayStyle,
  heartsForScore,
  hourBucket,
  type PlayStyle,
} from './compatibility';

const count = fc.integer({ min: 0, max: 200 });
const playStyle: fc.Arbitrary<PlayStyle> = fc.record({
  care: fc.record({ feed: count, play: count, groom: count, train: count }),
  hours: fc.tuple(count, count, count, count),
  games: fc.option(
    fc.record({
      count: fc.integer({ min: 1, max: 50 }),
      avgMoves: fc.double({ min: 8, max: 500, noNaN: true }),
      avgSeconds: fc.double({ min: 3, max: 3600, noNaN: true }),
    }),
    { nil: null },
  ),
  petType: fc.option(fc.constantFrom(...PET_TYPES), { nil: null }),
  level: fc.integer({ min: 1, max: 100 }),
});

/** A morning feeder who plays fast, accurate games with a level-5 cat. */
const morningFeeder: PlayStyle = {
  care: { feed: 20, play: 4, groom: 3, train: 1 },
  hours: [0, 22, 5, 1],
  games: { count: 6, avgMoves: 11, avgSeconds: 40 },
  petType: 'cat',
  level: 5,
};

describe('compatibility', () => {
  it('is symmetric, bounded and deterministic for any two play styles', () => {
    fc.assert(
      fc.property(playStyle, playStyle, (a, b) => {
        const ab = compatibilityScore(a, b);
        expect(ab).toBe(compatibilityScore(b, a));
        expect(ab).toBe(compatibilityScore(structuredClone(a), structuredClone(b)));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        const hearts = compatibilityHearts(a, b);
        expect(Number.isInteger(hearts)).toBe(true);
        expect(hearts).toBeGreaterThanOrEqual(1);
        expect(hearts).toBeLessThanOrEqual(5);
        expect(hearts).toBe(compatibilityHearts(b, a));
      }),
    );
  });

  it('scores the formula of docs/rules.md "Compatibility", written out plainly', () => {
    // The table's formula with share arrays, as it reads; the module computes it without them.
    const neutral = 0.5;
    const shares = (counts: number[]) => {
      const total = counts.reduce((sum, c) => sum + c, 0);
      return total > 0 ? counts.map((c) => c / total) : null;
    };
    const distribution = (a: number[], b: number[]) => {
      const [sa, sb] = [shares(a), shares(b)];
      if (!sa || !sb) return neutral;
      return 1 - sa.reduce((l1, x, i) => l1 + Math.abs(x - sb[i]!), 0) / 2;
    };
    const mix = (s: PlayStyle) => [s.care.feed, s.care.play, s.care.groom, s.care.train];
    const family = (t: string) => ({ dragon: 1, phoenix: 1, cat: 2, dog: 2, bird: 3, fish: 3 })[t];
    const documented = (a: PlayStyle, b: PlayStyle) => {
      const game =
        a.games && b.games
          ? (Math.max(
              0,
              1 -
                Math.abs(Math.log(a.games.avgSeconds) - Math.log(b.games.avgSeconds)) / Math.log(4),
            ) +
              Math.max(
                0,
                1 -
                  Math.abs(8 / Math.max(8, a.games.avgMoves) - 8 / Math.max(8, b.games.avgMoves)) /
                    0.5,
              )) /
            2
          : neutral;
      const pet =
        !a.petType || !b.petType
          ? neutral
          : a.petType === b.petType
            ? 1
            : family(a.petType) === family(b.petType)
              ? 0.5
              : 0;
      const level = Math.max(0, 1 - Math.abs(a.level - b.level) / 20);
      const score =
        0.3 * distribution(mix(a), mix(b)) +
        0.2 * distribution([...a.hours], [...b.hours]) +
        0.25 * game +
        0.1 * pet +
        0.15 * level;
      return Math.round(score * 10_000) / 10_000;
    };
    fc.assert(
      fc.property(playStyle, playStyle, (a, b) => {
        // Within one step of the 4-decimal rounding: the two sum in different orders.
        expect(Math.abs(compatibilityScore(a, b) - documented(a, b))).toBeLessThan(1.0001e-4);
      }),
    );
  });

  it('gives identical players full marks and 5 hearts', () => {
    expect(compatibilityScore(morningFeeder, structuredClone(morningFeeder))).toBe(1);
    expect(compatibilityHearts(morningFeeder, morningFeeder)).toBe(5);
  });

  it('scores a similar player above a dissimilar one', () => {
    const similar: PlayStyle = {
      care: { feed: 15, play: 5, groom: 2, train: 2 },
      hours: [1, 18, 6, 0],
      games: { count: 3, avgMoves: 12, avgSeconds: 45 },
      petType: 'cat',
      level: 7,
    };
    const opposite: PlayStyle = {
      care: { feed: 1, play: 3, groom: 2, train: 25 },
      hours: [20, 0, 1, 9],
      games: { count: 9, avgMoves: 40, avgSeconds: 300 },
      petType: 'dragon',
      level: 40,
    };
    const near = compatibilityScore(morningFeeder, similar);
    const far = compatibilityScore(morningFeeder, opposite);
    expect(near).toBeGreaterThan(far);
    expect(compatibilityHearts(morningFeeder, similar)).toBeGreaterThanOrEqual(4);
    expect(compatibilityHearts(morningFeeder, opposite)).toBeLessThanOrEqual(2);
  });

  it('moves the score with each part on its own', () => {
    const base = structuredClone(morningFeeder);
    const variants: PlayStyle[] = [
      { ...base, care: { feed: 0, play: 0, groom: 0, train: 30 } },
      { ...base, hours: [30, 0, 0, 0] },
      { ...base, games: { count: 6, avgMoves: 60, avgSeconds: 600 } },
      { ...base, petType: 'fish' },
      { ...base, level: 60 },
    ];
    for (const changed of variants) {
      expect(compatibilityScore(morningFeeder, changed)).toBeLessThan(
        compatibilityScore(morningFeeder, base),
      );
    }
  });

  it('treats a pet of the same family as closer than an unrelated one', () => {
    const dog = { ...morningFeeder, petType: 'dog' as const };
    const phoenix = { ...morningFeeder, petType: 'phoenix' as const };
    expect(compatibilityScore(morningFeeder, dog)).toBeGreaterThan(
      compatibilityScore(morningFeeder, phoenix),
    );
  });

  it('counts unknown parts (no activity, no games) as neutral', () => {
    const newcomer = emptyPlayStyle();
    const score = compatibilityScore(morningFeeder, newcomer);
    expect(score).toBeGreaterThan(0.2);
    expect(score).toBeLessThan(0.8);
  });

  it('maps scores to hearts at the documented thresholds', () => {
    expect(heartsForScore(0)).toBe(1);
    expect(heartsForScore(0.44)).toBe(1);
    expect(heartsForScore(0.45)).toBe(2);
    expect(heartsForScore(0.58)).toBe(3);
    expect(heartsForScore(0.66)).toBe(4);
    expect(heartsForScore(0.76)).toBe(5);
    expect(heartsForScore(1)).toBe(5);
  });

  it('puts hours into night, morning, afternoon and evening buckets', () => {
    expect([0, 5, 6, 11, 12, 17, 18, 23].map(hourBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});
