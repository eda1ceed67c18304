import { onlineManager, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec section 9 "Client data handling": no retries, no refetch on focus, never stale by default. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

// TanStack assumes it starts online and then follows the online and offline events. A page
// opened with no connection (the app started offline from the service worker's copy) hears no
// event, so it starts from what the browser knows: false there is reliable (no network at all).
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

/** The app's one client, shared by the providers and the routes' loaders (app/router.tsx). */
export const queryClient = createQueryClient();
