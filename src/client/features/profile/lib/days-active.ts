const DAY_MS = 24 * 60 * 60 * 1000;

/** Days active since the account was created, counting the first day as day 1. */
export function daysActive(createdAt: string, now: Date): number {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 1;
  return Math.max(1, Math.floor((now.getTime() - created) / DAY_MS) + 1);
}
