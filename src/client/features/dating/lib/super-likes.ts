import { DATING } from '../../../../shared/constants';
import { challengeDayKey } from '../../../../shared/rules/day';
import { storage } from '../../../lib/storage';

/**
 * The super likes this browser has seen the server take from a user today (a New York day, the
 * server's limit day), so the Super Like button goes dim at the limit instead of failing on tap.
 * It can only undercount: each one counted was accepted by the server (or refused for the limit).
 */
const KEY = 'petmatch.superLikesToday';

interface Seen {
  userId: string;
  day: string;
  used: number;
}

function read(userId: string, day: string): number {
  try {
    const seen = JSON.parse(storage.get(KEY) ?? 'null') as Partial<Seen> | null;
    if (seen?.userId !== userId || seen.day !== day || typeof seen.used !== 'number') return 0;
    return seen.used;
  } catch {
    return 0;
  }
}

function write(userId: string, day: string, used: number) {
  storage.set(KEY, JSON.stringify({ userId, day, used } satisfies Seen));
}

export function superLikesLeftToday(userId: string, now = new Date()): number {
  return Math.max(0, DATING.superLikesPerDay - read(userId, challengeDayKey(now)));
}

/** A super like the server accepted; answers how many are left today. */
export function countSuperLike(userId: string, now = new Date()): number {
  const day = challengeDayKey(now);
  write(userId, day, Math.min(DATING.superLikesPerDay, read(userId, day) + 1));
  return superLikesLeftToday(userId, now);
}

/** The server refused a super like for the daily limit (some were sent from elsewhere). */
export function markSuperLikesUsedUp(userId: string, now = new Date()): number {
  write(userId, challengeDayKey(now), DATING.superLikesPerDay);
  return 0;
}
