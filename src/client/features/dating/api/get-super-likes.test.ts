import { describe, expect, it } from 'vitest';
import { untilReset } from './get-super-likes';

const answer = { perDay: 3, left: 0, resetsAt: '2026-06-16T04:00:00.000Z', resetsInMs: 60_000 };

describe('when the super likes count is asked again', () => {
  it("is just after the server's day ends, however far the device clock is off", () => {
    // The device clock, 5 minutes ahead of the server's or 5 behind, does not move the ask.
    for (const offset of [-300_000, 0, 300_000]) {
      const receivedAt = Date.parse('2026-06-16T03:59:00Z') + offset;
      expect(untilReset(answer, receivedAt, receivedAt)).toBe(61_000);
      expect(untilReset(answer, receivedAt, receivedAt + 20_000)).toBe(41_000);
    }
  });

  it('waits at least a second, and not at all before the first answer', () => {
    expect(untilReset({ ...answer, resetsInMs: 0 }, 1_000, 5_000)).toBe(1_000);
    expect(untilReset(undefined, 0)).toBe(false);
  });
});
