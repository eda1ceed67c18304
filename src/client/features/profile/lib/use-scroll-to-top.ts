import { useEffect } from 'react';

/**
 * The buttons that lead between Profile and Edit Profile sit at the bottom of long pages; the
 * router keeps the window's scroll position, so each screen starts at its top itself.
 */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
}
