import { CHALLENGES, DAY_NIGHT } from '../constants';

function partsIn(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
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
