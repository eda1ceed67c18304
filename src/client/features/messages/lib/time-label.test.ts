import { describe, expect, it } from 'vitest';
import { messageTimeLabel } from './time-label';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('messageTimeLabel (spec section 9)', () => {
  it.each([
    [0, 'Just now'],
    [59 * MIN, 'Just now'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MIN, '23h ago'],
    [DAY, '1d ago'],
    [7 * DAY, '7d ago'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(messageTimeLabel(ago(elapsed), now)).toBe(label);
  });

  it('shows a date past 7 days', () => {
    const label = messageTimeLabel(ago(8 * DAY), now);
    expect(label).not.toMatch(/ago|Just now/);
    expect(label).toMatch(/7/); // June 7
  });

  it('treats a clock slightly ahead as just now', () => {
    expect(messageTimeLabel(ago(-5000), now)).toBe('Just now');
  });
});
