import { lazy, type ComponentType } from 'react';

/** Resolves at once when the browser is online, else at its next `online` event. */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

const RETRY_DELAY_MS = 1000;
const ATTEMPTS_ONLINE = 3;

/**
 * Loads a chunk, and when that fails fetches it again once the connection is back (a second
 * later if the browser thinks it is online), up to three tries while online. Before the service
 * worker has cached the app (a first visit), a chunk asked for offline would otherwise fail for
 * good: a popup's chunk took the whole screen down with it, and stayed down after reconnecting.
 * Browsers now fetch a failed module again on the next import (whatwg/html#10327).
 */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (let failedOnline = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine && ++failedOnline >= ATTEMPTS_ONLINE) throw error;
      await whenOnline();
    }
  }
}

/** `React.lazy` with `retryImport`: the Suspense fallback stays up until the chunk arrives. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyRetrying<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryImport(load));
}
