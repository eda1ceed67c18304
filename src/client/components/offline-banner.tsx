import { useLayoutEffect, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline() {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

// How many screens show the banner in their own layout (OfflineBannerSlot) right now.
let slots = 0;
const slotListeners = new Set<() => void>();

function subscribeSlots(onChange: () => void) {
  slotListeners.add(onChange);
  return () => slotListeners.delete(onChange);
}

function setSlots(next: number) {
  slots = next;
  slotListeners.forEach((l) => l());
}

function BannerBody({ className }: { className: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-2xl bg-ink-900/95 px-4 py-2.5 text-sm font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden="true">📡</span>
      You're offline. Your pet is safe — we'll catch up when you're back online.
    </div>
  );
}

/** The app shell opens offline (service worker); this says plainly why nothing new loads. */
export function OfflineBanner() {
  const online = useOnline();
  const slotted = useSyncExternalStore(
    subscribeSlots,
    () => slots > 0,
    () => false,
  );
  if (online || slotted) return null;
  return (
    <BannerBody className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-[90] mx-auto max-w-sm animate-pop shadow-2xl" />
  );
}

/**
 * For screens whose bottom edge is taken (the chat: newest message and composer): the banner
 * takes its place in the layout here instead of floating over them.
 */
export function OfflineBannerSlot({ className }: { className?: string }) {
  const online = useOnline();
  // Layout effect: the floating banner must yield before the first paint, not flash over.
  useLayoutEffect(() => {
    setSlots(slots + 1);
    return () => setSlots(slots - 1);
  }, []);
  if (online) return null;
  return <BannerBody className={cn('animate-pop', className)} />;
}
