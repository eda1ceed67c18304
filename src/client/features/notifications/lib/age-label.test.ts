import { describe, expect, it } from 'vitest';
import { notificationAgeLabel } from './age-label';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('notificationAgeLabel (spec section 9)', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1m ago'],
    [59 * MIN, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [7 * DAY, '7d ago'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(notificationAgeLabel(ago(elapsed), now)).toBe(label);
  });

  it('shows a date past 7 days', () => {
    expect(notificationAgeLabel(ago(8 * DAY), now)).not.toMatch(/ago|Just now/);
  });
});
