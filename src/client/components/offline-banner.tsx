import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The app shell opens offline (service worker); this says plainly why nothing new loads. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-[90] mx-auto flex max-w-sm animate-pop items-center gap-2 rounded-2xl bg-ink-900/95 px-4 py-2.5 text-sm font-semibold text-white shadow-2xl"
    >
      <span aria-hidden="true">📡</span>
      You're offline. Your pet is safe — we'll catch up when you're back online.
    </div>
  );
}
