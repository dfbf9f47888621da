import { cacheTimes } from '@jackdaw/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: cacheTimes.catalogues,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.statusCode < 500) && failureCount < 2,
      },
    },
  });
}
