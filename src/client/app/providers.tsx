import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { OfflineBanner } from '../components/offline-banner';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <LazyToaster />
        <OfflineBanner />
      </SessionProvider>
    </QueryClientProvider>
  );
}
