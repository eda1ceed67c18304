/** How a demo user plays: what they do with their pet, when, and how they play the game. */
export type Archetype = 'early-bird' | 'night-owl' | 'groomer' | 'trainer' | 'balanced' | 'gamer';

/** Care mix (feed, play, groom, train weights) and favourite hours per archetype. */
export const ARCHETYPES: Record<
  Archetype,
  {
    care: [number, number, number, number];
    hours: readonly number[];
    games: { perWeek: number; moves: [number, number]; seconds: [number, number] };
  }
> = {
  'early-bird': {
    care: [5, 2, 2, 1],
    hours: [6, 7, 7, 8, 8, 9, 12, 18],
    games: { perWeek: 2, moves: [10, 14], seconds: [25, 45] },
  },
  'night-owl': {
    care: [2, 5, 1, 1],
    hours: [21, 22, 22, 23, 23, 0, 1, 19],
    games: { perWeek: 5, moves: [12, 20], seconds: [40, 80] },
  },
  groomer: {
    care: [2, 1, 5, 1],
    hours: [12, 13, 14, 15, 16, 17, 10],
    games: { perWeek: 1, moves: [11, 15], seconds: [70, 140] },
  },
  trainer: {
    care: [2, 1, 1, 5],
    hours: [6, 7, 11, 12, 17, 18],
    games: { perWeek: 3, moves: [16, 26], seconds: [22, 40] },
  },
  balanced: {
    care: [3, 3, 2, 2],
    hours: [8, 10, 12, 14, 17, 19, 21],
    games: { perWeek: 2, moves: [13, 19], seconds: [45, 90] },
  },
  gamer: {
    care: [2, 6, 1, 1],
    hours: [18, 19, 20, 21, 22, 16],
    games: { perWeek: 8, moves: [9, 13], seconds: [18, 35] },
  },
};
