import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { Toaster } from '../components/ui/toaster';
import { OfflineBanner } from '../components/offline-banner';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster />
        <OfflineBanner />
      </SessionProvider>
    </QueryClientProvider>
  );
}
