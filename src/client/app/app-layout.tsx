import { Outlet, useMatches } from 'react-router';
import { useResendOutbox } from '../features/messages/api/send-message';
import { useUploadPendingPhotos } from '../features/profile/api/upload-pending-photos';
import { BottomNav } from './bottom-nav';
import { useRealtimeUpdates } from '../lib/realtime';

export interface RouteHandle {
  /** Full-screen flows (onboarding, chat, game) hide the bottom navigation. */
  hideNav?: boolean;
}

/** Signed-in screens: a phone-width column with the bottom navigation. */
export function AppLayout() {
  const matches = useMatches();
  useRealtimeUpdates();
  const hideNav = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideNav);
  useUploadPendingPhotos(); // photos picked while registering, sent once signed in
  useResendOutbox(); // messages the last page left on their way
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-canvas">
      <main className={hideNav ? '' : 'pb-[calc(6rem+env(safe-area-inset-bottom))]'}>
        <Outlet />
      </main>
      {hideNav ? null : <BottomNav />}
    </div>
  );
}
