import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getStoredToken } from '../../../lib/storage';
import { activePetQueryOptions } from './get-active-pet';
import { challengesQueryOptions } from './get-challenges';
import { ownProfileQueryOptions } from '../../../lib/own-profile';

const settled = <T>(read: Promise<T>) => read.catch(() => undefined);

/**
 * Home's three reads, in parallel (as the page's components mounted, the challenges waited for
 * the pet); public/early-reads.js may have sent them already. Resolves once each has an answer:
 * a cached one at once (refreshed in the background if stale), a failed one too, as the page
 * shows its own error. Without a session there is nothing to read. Offline, the reads would wait
 * for the connection and Home with them: it opens at once and shows them loading instead.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  if (!getStoredToken()) return;
  const reads = prefetchAll(queryClient);
  if (onlineManager.isOnline()) await reads;
}

function prefetchAll(queryClient: QueryClient) {
  return Promise.all([
    settled(queryClient.ensureQueryData({ ...ownProfileQueryOptions(), revalidateIfStale: true })),
    settled(queryClient.ensureQueryData({ ...activePetQueryOptions(), revalidateIfStale: true })),
    settled(queryClient.ensureQueryData({ ...challengesQueryOptions(), revalidateIfStale: true })),
  ]);
}
