import { useEffect, useMemo, useRef } from 'react';

/**
 * Which of the deck buttons' taps are the user's own choice. A tap within `repeatMs` of the last
 * swipe is the second half of a double tap (the next card was not yet seen), and a tap within
 * `burstMs` of the tap before it is part of one burst (a triple tap), however long the burst
 * lasts. While `active` is false (It's a Match! showing), both are forgotten: the next tap after
 * it is a new choice.
 */
export function useTapGuard({
  active,
  repeatMs,
  burstMs,
}: {
  active: boolean;
  repeatMs: number;
  burstMs: number;
}) {
  const lastSwipeAt = useRef(-Infinity);
  const lastTapAt = useRef(-Infinity);

  useEffect(() => {
    if (active) return;
    lastSwipeAt.current = -Infinity;
    lastTapAt.current = -Infinity;
  }, [active]);

  return useMemo(
    () => ({
      /** A card was sent off, by a tap, a drag or a key. */
      swiped() {
        lastSwipeAt.current = performance.now();
      },
      /** Whether this tap should swipe; every tap counts towards the next one's burst. */
      accepts(): boolean {
        const now = performance.now();
        const sinceLastTap = now - lastTapAt.current;
        lastTapAt.current = now;
        return now - lastSwipeAt.current >= repeatMs && sinceLastTap >= burstMs;
      },
    }),
    [repeatMs, burstMs],
  );
}
