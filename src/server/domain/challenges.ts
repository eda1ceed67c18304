import { pgTextArray } from '../db/values';
import { DAILY_CHALLENGES, type ChallengeEvent } from '../../shared/catalog/challenges';

/**
 * The challenges `events` count toward, with their goals and ledger texts, in catalog order: as
 * the database counts events toward the daily challenges and pays what completed
 * (petmatch_count_challenges, migration 0012, which the swipe and care functions call, with the
 * New York day of the event and the reward). Progress stops at the goal; each challenge pays
 * once a day.
 */
export function countedChallenges(events: readonly ChallengeEvent[]): {
  ids: string[];
  goals: number[];
  descriptions: string[];
} {
  const counted = DAILY_CHALLENGES.filter((c) => events.includes(c.event));
  // Every caller's events count toward at least one challenge (swipe and care do, by the
  // catalog); anything else is a programming error.
  if (counted.length === 0) throw new Error(`No daily challenge counts ${events.join(', ')}`);
  return {
    ids: counted.map((c) => c.id),
    goals: counted.map((c) => c.count),
    descriptions: counted.map((c) => `Daily challenge: ${c.name}`),
  };
}

/** Challenge ids as the database returns them (a text[]), as names in catalog order. */
export function challengeNames(ids: unknown): string[] {
  const list = pgTextArray(ids);
  return DAILY_CHALLENGES.filter((c) => list.includes(c.id)).map((c) => c.name);
}
