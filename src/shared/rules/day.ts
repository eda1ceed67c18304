import { CHALLENGES, DAY_NIGHT } from '../constants';

// Building an Intl.DateTimeFormat costs far more than using one (it was 7% of a care action's
// server time, bench/README.md), so one per time zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: Date) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (negative west of Greenwich). */
function offsetIn(timeZone: string, at: Date): number {
  const p = partsIn(timeZone, at);
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    p.hour,
    p.minute,
    p.second,
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's calendar day of `at` began. */
function startOfDayIn(timeZone: string, at: Date): Date {
  const p = partsIn(timeZone, at);
  const midnightWall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  // The offset in force at midnight, which differs from the one at `at` on the days clocks
  // change (at 02:00): a first guess with the offset now, then the offset at that guess.
  const guess = midnightWall - offsetIn(timeZone, at);
  return new Date(midnightWall - offsetIn(timeZone, new Date(guess)));
}

interface ChallengeDay {
  /** e.g. '2026-11-21' */
  key: string;
  /** Epoch ms of the day's first instant, and of the next day's. */
  start: number;
  end: number;
}

// The day of the last instant asked about: nearly every call falls in it, and formatting a date
// in a time zone is the expensive part (it was a tenth of a swipe's server time).
let lastDay: ChallengeDay | null = null;

/** The New York calendar day of `at`: daily challenges reset when it changes. */
function challengeDay(at: Date): ChallengeDay {
  const t = at.getTime();
  if (lastDay && t >= lastDay.start && t < lastDay.end) return lastDay;
  const p = partsIn(CHALLENGES.resetTimeZone, at);
  const start = startOfDayIn(CHALLENGES.resetTimeZone, at);
  // 26 hours after a day's start is always within the next day (days last 23 to 25 hours).
  const end = startOfDayIn(CHALLENGES.resetTimeZone, new Date(start.getTime() + 26 * 3_600_000));
  lastDay = { key: `${p.year}-${p.month}-${p.day}`, start: start.getTime(), end: end.getTime() };
  return lastDay;
}

/** The New York calendar day, e.g. '2026-11-21': daily challenges reset when it changes. */
export function challengeDayKey(at: Date): string {
  return challengeDay(at).key;
}

/**
 * The instants the New York day of `at` starts and ends (end excluded): 24 hours apart, 23 or 25
 * on the days clocks change. The super like limit counts the swipes between them.
 */
export function challengeDayBounds(at: Date): { start: Date; end: Date } {
  const day = challengeDay(at);
  return { start: new Date(day.start), end: new Date(day.end) };
}

/**
 * The nth Sunday (from 1) of a month (0-11) of a year, as its day of the month.
 */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

const HOUR_MS = 3_600_000;

/**
 * New York's hour of the day at `at`, without Intl: the first Intl formatter a page builds
 * loads ICU's locale data, 17-44 ms on a desktop core (bench/HISTORY.md "Home without Intl"),
 * and Home needs this hour for its first render. Eastern time is UTC-5, and UTC-4 from the
 * second Sunday of March at 02:00 EST to the first Sunday of November at 02:00 EDT (the US rule
 * since 2007). day.test.ts checks it against the time zone database for every hour of
 * 2007-2040; a change of law would show there when Node's time zone data changes.
 */
export function newYorkHour(at: Date): number {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const summerEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const offsetHours = t >= summerStarts && t < summerEnds ? -4 : -5;
  return new Date(t + offsetHours * HOUR_MS).getUTCHours();
}

/** Day from 06:00 to before 20:00 New York time (spec section 4). */
export function isDaytime(at: Date): boolean {
  const hour = newYorkHour(at);
  return hour >= DAY_NIGHT.dayStartsHour && hour < DAY_NIGHT.nightStartsHour;
}
