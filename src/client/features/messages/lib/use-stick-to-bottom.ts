import { useCallback, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as at the bottom. */
const NEAR_BOTTOM_PX = 24;

/**
 * A scrolling thread that follows its newest message only while the reader is there: `ref` goes on
 * the scroller; while at the bottom, the bottom stays in view when the thread's box shrinks (the
 * offline banner, a growing composer, the keyboard). `atBottom` says whether the reader is
 * following the end (a ref, read when a message arrives): true at the bottom, false once they
 * scroll up, until they come back down; `awayFromBottom` is the same as state, for what to render.
 * `holdAbove` says the reader is above the end without having scrolled there (a chat reopened
 * where they had left it).
 */
export function useStickToBottom() {
  const atBottom = useRef(true);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    let lastTop = el.scrollTop;
    const onScroll = () => {
      // Only the reader going up leaves the bottom: a smooth scroll down to a message that has
      // just come passes through positions short of it, and must not count as reading above.
      // Scroll events come once a frame, so a jump down and a scroll back up within one frame
      // (the thread opening, then the reader's flick) arrive as one event with no movement: short
      // of the bottom, standing still counts as up too.
      if (el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX)
        atBottom.current = true;
      else if (el.scrollTop <= lastTop) atBottom.current = false;
      lastTop = el.scrollTop;
      setAwayFromBottom(!atBottom.current);
    };
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);
  const holdAbove = useCallback(() => {
    atBottom.current = false;
    setAwayFromBottom(true);
  }, []);
  return { ref, atBottom, awayFromBottom, holdAbove };
}
