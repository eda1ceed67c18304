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
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: Number(get('hour')) };
}

/** The New York calendar day, e.g. '2026-11-21': daily challenges reset when it changes. */
export function challengeDayKey(at: Date): string {
  const p = partsIn(CHALLENGES.resetTimeZone, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Day from 06:00 to before 20:00 New York time (spec section 4). */
export function isDaytime(at: Date): boolean {
  const { hour } = partsIn(DAY_NIGHT.timeZone, at);
  return hour >= DAY_NIGHT.dayStartsHour && hour < DAY_NIGHT.nightStartsHour;
}
