import { useEffect, useMemo, useRef } from 'react';
import { inputTime } from '../../../lib/input-time';

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
      /**
       * Whether the tap made at `eventTime` (its event's timeStamp) should swipe; every tap counts
       * towards the next one's burst. Taps are judged by when the finger made them, not by when a
       * busy page got to them: two taps 180 ms apart stay a burst though the second waited out a
       * long task.
       */
      accepts(eventTime: number): boolean {
        const at = inputTime(eventTime);
        const sinceLastTap = at - lastTapAt.current;
        lastTapAt.current = at;
        return at - lastSwipeAt.current >= repeatMs && sinceLastTap >= burstMs;
      },
    }),
    [repeatMs, burstMs],
  );
}
