import { useCallback, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as at the bottom. */
const NEAR_BOTTOM_PX = 24;

/**
 * A scrolling thread that follows its newest message only while the reader is there: `ref` goes on
 * the scroller; while at the bottom, the bottom stays in view when the thread's box shrinks (the
 * offline banner, a growing composer, the keyboard). `atBottom` says where the reader is now (a
 * ref, read when a message arrives); `awayFromBottom` is the same as state, for what to render.
 */
export function useStickToBottom() {
  const atBottom = useRef(true);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
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
  return { ref, atBottom, awayFromBottom };
}
