import { cacheTimes, gameProvidersCall } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /games/providers: every provider with games, its logo and how many it has. */
export function useGameProviders() {
  return useQuery({
    queryKey: ['games', 'providers'],
    queryFn: ({ signal }) => apiRequest(gameProvidersCall, { signal }),
    staleTime: cacheTimes.catalogues,
    select: (response) => response.data,
  });
}
