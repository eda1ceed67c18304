import { useCallback } from 'react';

/**
 * A callback ref for a scrolling thread: while the reader is at the bottom, the bottom stays in
 * view when the thread's box shrinks (the offline banner, a growing composer, the keyboard).
 */
export function useStickToBottom() {
  return useCallback((el: HTMLElement | null) => {
    if (!el) return;
    let atBottom = true;
    const onScroll = () => {
      atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);
}
