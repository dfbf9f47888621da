import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RealtimeHost } from '../features/realtime/realtime-host';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {/* The tab's one event stream, open while a player is signed in. */}
      <RealtimeHost />
      {children}
    </QueryClientProvider>
  );
}
