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
      className="fixed inset-x-0 top-0 z-[90] mx-auto flex max-w-md items-center gap-2 bg-ink-900 px-4 pb-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-sm font-semibold text-white"
    >
      <span aria-hidden="true">📡</span>
      You're offline. Your pet is safe — we'll catch up when you're back online.
    </div>
  );
}
