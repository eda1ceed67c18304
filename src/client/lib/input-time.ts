/**
 * When the user made an input event, on the page's clock (`performance.now()`): its timeStamp,
 * or the time now when that is on another clock (0, or since 1970 in old browsers). Taps are
 * judged by this rather than by when a busy page got to them.
 */
export function inputTime(timeStamp: number): number {
  const now = performance.now();
  return timeStamp > 0 && timeStamp <= now ? timeStamp : now;
}
