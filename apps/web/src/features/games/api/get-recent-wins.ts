import { recentWins, recentWinsCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const recentWinsQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'recent-wins'],
    queryFn: ({ signal }) => apiRequest(recentWinsCall, { signal }),
    staleTime: recentWins.refreshSeconds * 1000,
    // Asked again while the lobby is open and visible; a background tab waits.
    refetchInterval: recentWins.refreshSeconds * 1000,
    select: (response) => response.data,
  });

/** GET /games/recent-wins: the lobby's latest big wins, refreshed every few seconds. */
export const useRecentWins = () => useQuery(recentWinsQueryOptions());
