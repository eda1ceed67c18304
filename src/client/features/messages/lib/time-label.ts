const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Spec section 9, message lists: 'Just now' under 1 h, then 'Nh ago' up to 24 h, then 'Nd ago'
 * up to 7 days, then the date.
 */
export function messageTimeLabel(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed <= 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return at.toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The time printed under a chat bubble, e.g. '3:07 PM', or 'Jun 3, 3:07 PM' on older days. */
export function bubbleTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`;
}
