import { QueryClient } from '@tanstack/react-query';
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

/** The app's one client, shared by the providers and the routes' loaders (app/router.tsx). */
export const queryClient = createQueryClient();
