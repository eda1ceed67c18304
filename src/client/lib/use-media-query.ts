import { useCallback, useSyncExternalStore } from 'react';

/** The `compact-height` variant of theme.css, for sizes set from script (an SVG's size). */
export const COMPACT_HEIGHT_QUERY = '(max-height: 760px)';
/** The `tiny-height` variant of theme.css. */
export const TINY_HEIGHT_QUERY = '(max-height: 650px)';

/** Whether `query` matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
