import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATING } from '../../../../shared/constants';
import { memoryStorage } from '../../../test/memory-storage';
import { countSuperLike, markSuperLikesUsedUp, superLikesLeftToday } from './super-likes';

// 10:00 and 23:30 in New York on 25 November, then 00:30 on the 26th.
const morning = new Date('2026-11-25T15:00:00Z');
const lateEvening = new Date('2026-11-26T04:30:00Z');
const nextDay = new Date('2026-11-26T05:30:00Z');

describe('super likes left today', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('counts down with each accepted super like and stops at none', () => {
    expect(superLikesLeftToday('ann', morning)).toBe(DATING.superLikesPerDay);
    for (let i = 0; i < DATING.superLikesPerDay + 1; i++) countSuperLike('ann', morning);
    expect(superLikesLeftToday('ann', lateEvening)).toBe(0);
  });

  it('starts again on the next New York day and for another account', () => {
    countSuperLike('ann', morning);
    expect(superLikesLeftToday('ann', nextDay)).toBe(DATING.superLikesPerDay);
    expect(superLikesLeftToday('ben', morning)).toBe(DATING.superLikesPerDay);
  });

  it('has none left once the server refused one for the limit', () => {
    markSuperLikesUsedUp('ann', morning);
    expect(superLikesLeftToday('ann', morning)).toBe(0);
  });

  it('reads an unreadable record as none used', () => {
    window.localStorage.setItem('petmatch.superLikesToday', '{not json');
    expect(superLikesLeftToday('ann', morning)).toBe(DATING.superLikesPerDay);
  });
});
