import { COMPATIBILITY, DATING, GAME, type CareAction } from '../constants';
import type { PetType } from '../catalog/pets';

/**
 * A user's play style over the last COMPATIBILITY.windowDays days, built from their own pet
 * activities, emoji-game results and active pet. Raw counts: shares are taken here.
 */
export interface PlayStyle {
  /** Care actions by kind. */
  care: Record<CareAction, number>;
  /** Care actions by hour bucket of New York time: night, morning, afternoon, evening. */
  hours: readonly [number, number, number, number];
  /** Emoji-game results, or null when the user has played none. */
  games: { count: number; avgMoves: number; avgSeconds: number } | null;
  petType: PetType | null;
  /** Active pet's level (1 without a pet). */
  level: number;
}

const CARE_ACTIONS: readonly CareAction[] = ['feed', 'play', 'groom', 'train'];

/** Pet families: two pets of one family are half alike. */
const PET_FAMILY: Record<PetType, string> = {
  dragon: 'mythical',
  phoenix: 'mythical',
  cat: 'furry',
  dog: 'furry',
  bird: 'small',
  fish: 'small',
};

export function emptyPlayStyle(): PlayStyle {
  return {
    care: { feed: 0, play: 0, groom: 0, train: 0 },
    hours: [0, 0, 0, 0],
    games: null,
    petType: null,
    level: 1,
  };
}

/** Index of the hour bucket (0 night, 1 morning, 2 afternoon, 3 evening) of a 0-23 hour. */
export function hourBucket(hour: number): 0 | 1 | 2 | 3 {
  const starts = COMPATIBILITY.hourBucketStarts;
  let bucket = 0;
  for (let i = 0; i < starts.length; i++) if (hour >= (starts[i] ?? 0)) bucket = i;
  return bucket as 0 | 1 | 2 | 3;
}

/**
 * 1 - half the L1 distance between the shares of two count vectors of `length` entries: 1
 * identical, 0 disjoint; neutral when either has no counts. Reads the counts through `at`
 * instead of building share arrays: a first deck scores 200 people, and the arrays were a
 * quarter of what it allocated (bench/README.md "Compatibility without allocation").
 */
function distributionSimilarity<T>(
  a: T,
  b: T,
  length: number,
  at: (counts: T, i: number) => number,
): number {
  let totalA = 0;
  let totalB = 0;
  for (let i = 0; i < length; i++) {
    totalA += Math.max(0, at(a, i));
    totalB += Math.max(0, at(b, i));
  }
  if (!(totalA > 0) || !(totalB > 0)) return COMPATIBILITY.neutral;
  let l1 = 0;
  for (let i = 0; i < length; i++) {
    l1 += Math.abs(Math.max(0, at(a, i)) / totalA - Math.max(0, at(b, i)) / totalB);
  }
  return clamp01(1 - l1 / 2);
}

const careAt = (care: PlayStyle['care'], i: number): number => care[CARE_ACTIONS[i]!];
const hourAt = (hours: PlayStyle['hours'], i: number): number => hours[i] ?? 0;

/** Pairs found per move (1 = every move a match). */
function accuracy(games: NonNullable<PlayStyle['games']>): number {
  return Math.min(1, GAME.pairs / Math.max(GAME.pairs, games.avgMoves));
}

function gameSimilarity(a: PlayStyle['games'], b: PlayStyle['games']): number {
  if (!a || !b || a.count <= 0 || b.count <= 0) return COMPATIBILITY.neutral;
  // Speed: compared as a ratio, so 30 s vs 60 s is as far apart as 60 s vs 120 s.
  const speedGap = Math.abs(
    Math.log(Math.max(1, a.avgSeconds)) - Math.log(Math.max(1, b.avgSeconds)),
  );
  const speed = 1 - Math.min(1, speedGap / Math.log(COMPATIBILITY.speedRatioForZero));
  const accuracyGap = Math.abs(accuracy(a) - accuracy(b));
  const accurate = 1 - Math.min(1, accuracyGap / COMPATIBILITY.accuracyGapForZero);
  return clamp01((speed + accurate) / 2);
}

function petSimilarity(a: PetType | null, b: PetType | null): number {
  if (!a || !b) return COMPATIBILITY.neutral;
  if (a === b) return 1;
  return PET_FAMILY[a] === PET_FAMILY[b] ? 0.5 : 0;
}

function levelSimilarity(a: number, b: number): number {
  return clamp01(1 - Math.abs(a - b) / COMPATIBILITY.levelGapForZero);
}

/** Each part's similarity, 0-1, in the order the score adds them. */
export function compatibilityParts(a: PlayStyle, b: PlayStyle) {
  return {
    care: distributionSimilarity(a.care, b.care, CARE_ACTIONS.length, careAt),
    hours: distributionSimilarity(a.hours, b.hours, a.hours.length, hourAt),
    game: gameSimilarity(a.games, b.games),
    pet: petSimilarity(a.petType, b.petType),
    level: levelSimilarity(a.level, b.level),
  };
}

/**
 * Compatibility score 0-1: the weighted mean of the five similarities (weights in
 * COMPATIBILITY.weights, summing to 1). Every part is symmetric, so score(a, b) == score(b, a);
 * rounded to 4 decimals so the ordering never depends on floating-point noise.
 */
export function compatibilityScore(a: PlayStyle, b: PlayStyle): number {
  const parts = compatibilityParts(a, b);
  const w = COMPATIBILITY.weights;
  const score =
    w.care * parts.care +
    w.hours * parts.hours +
    w.game * parts.game +
    w.pet * parts.pet +
    w.level * parts.level;
  return Math.round(clamp01(score) * 10_000) / 10_000;
}

/** 1-5 hearts for a 0-1 score (thresholds in COMPATIBILITY.heartThresholds). */
export function heartsForScore(score: number): number {
  let hearts = 1;
  for (const threshold of COMPATIBILITY.heartThresholds) if (score >= threshold) hearts += 1;
  return Math.min(DATING.heartsMax, hearts);
}

export function compatibilityHearts(a: PlayStyle, b: PlayStyle): number {
  return heartsForScore(compatibilityScore(a, b));
}

function clamp01(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
