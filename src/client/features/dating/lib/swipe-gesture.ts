import { DATING } from '../../../../shared/constants';
import type { SwipeDirection } from '../../../../shared/schemas/dating';

/** Spec section 4 "Swiping": more than 150 px right is a like, more than 150 px left a pass. */
export function dragOutcome(
  dx: number,
  threshold: number = DATING.swipeThresholdPx,
): 'left' | 'right' | null {
  if (dx > threshold) return 'right';
  if (dx < -threshold) return 'left';
  return null;
}

/** The card tilts with the drag, at most 18 degrees. */
export function dragRotation(dx: number): number {
  return Math.max(-18, Math.min(18, dx / 12));
}

/** 0 at rest, 1 at the threshold: how strongly the LIKE / NOPE stamp shows. */
export function dragProgress(dx: number, threshold: number = DATING.swipeThresholdPx): number {
  return Math.min(1, Math.abs(dx) / threshold);
}

/** A pointer that moved less than this between down and up tapped the card instead of dragging. */
export const TAP_SLOP_PX = 8;

/**
 * A tap on a card with several photos pages them, as on other dating apps: the right half shows
 * the next photo, the left half the one before, stopping at the first and the last. Answers the
 * photo now shown; null when the pointer moved (a drag) or there is nothing to page.
 */
export function tappedPhoto(
  tap: { dx: number; dy: number; x: number },
  card: { left: number; width: number },
  photo: { at: number; count: number },
): number | null {
  if (Math.hypot(tap.dx, tap.dy) >= TAP_SLOP_PX || photo.count < 2) return null;
  const step = tap.x < card.left + card.width / 2 ? -1 : 1;
  return Math.max(0, Math.min(photo.count - 1, photo.at + step));
}

/** Keyboard: left arrow passes, right arrow likes, up arrow super-likes. */
export function keyDirection(key: string): SwipeDirection | null {
  if (key === 'ArrowLeft') return 'left';
  if (key === 'ArrowRight') return 'right';
  if (key === 'ArrowUp') return 'super';
  return null;
}

/** Up to two initials for an avatar, e.g. 'Maya Lopez' -> 'ML'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '?'];
  return letters
    .map((p) => Array.from(p ?? '?')[0] ?? '?')
    .join('')
    .toUpperCase();
}

/** 'Matched today', 'Matched yesterday', 'Matched 3 days ago', then the date. */
export function matchedLabel(matchedAt: string, now: Date): string {
  const then = new Date(matchedAt);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(then)) / 86_400_000);
  if (days <= 0) return 'Matched today';
  if (days === 1) return 'Matched yesterday';
  if (days < 7) return `Matched ${days} days ago`;
  return `Matched ${then.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}
