import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_NIGHT } from '../constants';
import { challengeDayBounds, challengeDayKey, isDaytime, newYorkHour } from './day';

describe('challengeDayKey (New York calendar day)', () => {
  it('changes at midnight New York time in summer (UTC-4)', () => {
    expect(challengeDayKey(new Date('2026-06-21T03:59:59Z'))).toBe('2026-06-20');
    expect(challengeDayKey(new Date('2026-06-21T04:00:00Z'))).toBe('2026-06-21');
  });

  it('changes at midnight New York time in winter (UTC-5)', () => {
    expect(challengeDayKey(new Date('2026-01-10T04:59:59Z'))).toBe('2026-01-09');
    expect(challengeDayKey(new Date('2026-01-10T05:00:00Z'))).toBe('2026-01-10');
  });

  it('handles the days clocks change (8 March and 1 November 2026)', () => {
    // Spring forward at 02:00 EST on 8 March: that midnight is still EST.
    expect(challengeDayKey(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(challengeDayKey(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    // The next midnight is EDT.
    expect(challengeDayKey(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(challengeDayKey(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // Fall back at 02:00 EDT on 1 November: that midnight is EDT, the next one EST.
    expect(challengeDayKey(new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(challengeDayKey(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(challengeDayKey(new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
    expect(challengeDayKey(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('is not the UTC day', () => {
    expect(challengeDayKey(new Date('2026-06-15T02:00:00Z'))).toBe('2026-06-14');
  });
});

describe('challengeDayBounds (the New York day as instants)', () => {
  const bounds = (iso: string) => {
    const { start, end } = challengeDayBounds(new Date(iso));
    return [start.toISOString(), end.toISOString()];
  };

  it('runs from midnight to midnight New York time, summer and winter', () => {
    expect(bounds('2026-06-21T15:30:12.345Z')).toEqual([
      '2026-06-21T04:00:00.000Z',
      '2026-06-22T04:00:00.000Z',
    ]);
    expect(bounds('2026-01-10T04:59:59.999Z')).toEqual([
      '2026-01-09T05:00:00.000Z',
      '2026-01-10T05:00:00.000Z',
    ]);
  });

  it('is 23 hours long when clocks spring forward and 25 when they fall back', () => {
    for (const at of ['2026-03-08T05:00:00Z', '2026-03-08T12:00:00Z', '2026-03-09T03:59:59Z']) {
      expect(bounds(at)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    }
    for (const at of ['2026-11-01T04:00:00Z', '2026-11-01T07:30:00Z', '2026-11-02T04:59:59Z']) {
      expect(bounds(at)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    }
  });

  it('holds exactly the instants whose challengeDayKey is that day', () => {
    for (const iso of ['2026-03-08T12:00:00Z', '2026-11-01T12:00:00Z', '2026-07-04T23:00:00Z']) {
      const at = new Date(iso);
      const { start, end } = challengeDayBounds(at);
      const day = challengeDayKey(at);
      expect(challengeDayKey(start)).toBe(day);
      expect(challengeDayKey(new Date(start.getTime() - 1))).not.toBe(day);
      expect(challengeDayKey(new Date(end.getTime() - 1))).toBe(day);
      expect(challengeDayKey(end)).not.toBe(day);
    }
  });
});

describe('the day of any instant', () => {
  // Straight from Intl, without the cached day the functions keep.
  const reference = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

  it("matches New York's calendar, instants asked in any order (2024-2030)", () => {
    const instants = fc.integer({
      min: Date.parse('2024-01-01T00:00:00Z'),
      max: Date.parse('2030-12-31T00:00:00Z'),
    });
    fc.assert(
      fc.property(fc.array(instants, { minLength: 1, maxLength: 20 }), (times) => {
        for (const t of times) {
          const at = new Date(t);
          expect(challengeDayKey(at)).toBe(reference.format(at));
          const { start, end } = challengeDayBounds(at);
          expect(start.getTime() <= t && t < end.getTime()).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('isDaytime (06:00 to before 20:00 New York time)', () => {
  it('follows New York hours', () => {
    expect(isDaytime(new Date('2026-06-15T09:59:59Z'))).toBe(false); // 05:59 EDT
    expect(isDaytime(new Date('2026-06-15T10:00:00Z'))).toBe(true); // 06:00 EDT
    expect(isDaytime(new Date('2026-06-15T23:59:59Z'))).toBe(true); // 19:59 EDT
    expect(isDaytime(new Date('2026-06-16T00:00:00Z'))).toBe(false); // 20:00 EDT
    expect(isDaytime(new Date('2026-01-15T11:00:00Z'))).toBe(true); // 06:00 EST
    expect(isDaytime(new Date('2026-01-15T10:59:00Z'))).toBe(false); // 05:59 EST
  });
});

describe('newYorkHour (the US daylight saving rule, without Intl)', () => {
  it('agrees with the time zone database for every hour of 2007-2040', () => {
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: DAY_NIGHT.timeZone,
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const wrong: string[] = [];
    for (let t = Date.UTC(2007, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
      const at = new Date(t);
      const expected = Number(zone.formatToParts(at).find((p) => p.type === 'hour')!.value);
      if (newYorkHour(at) !== expected) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('changes its offset at 02:00 local time on the days clocks change', () => {
    // 8 March 2026: 01:59 EST, then 03:00 EDT.
    expect(newYorkHour(new Date('2026-03-08T06:59:59Z'))).toBe(1);
    expect(newYorkHour(new Date('2026-03-08T07:00:00Z'))).toBe(3);
    // 1 November 2026: 01:59 EDT, then 01:00 EST again.
    expect(newYorkHour(new Date('2026-11-01T05:59:59Z'))).toBe(1);
    expect(newYorkHour(new Date('2026-11-01T06:00:00Z'))).toBe(1);
    expect(newYorkHour(new Date('2026-11-01T07:00:00Z'))).toBe(2);
  });
});
