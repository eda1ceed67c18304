import type { QueryClient } from '@tanstack/react-query';
import { getStoredToken } from '../../../lib/storage';
import { activePetQueryOptions } from './get-active-pet';
import { challengesQueryOptions } from './get-challenges';
import { userProfileQueryOptions } from './get-user-profile';

/**
 * Home's three reads, started by the route's loader before the screen renders, in parallel
 * instead of one after the other as the page's components mount (the challenges waited for the
 * pet). Cached answers are not fetched again; without a session there is nothing to read.
 */
export function prefetchHome(queryClient: QueryClient) {
  if (!getStoredToken()) return;
  void queryClient.prefetchQuery(userProfileQueryOptions());
  void queryClient.prefetchQuery(activePetQueryOptions());
  void queryClient.prefetchQuery(challengesQueryOptions());
}
