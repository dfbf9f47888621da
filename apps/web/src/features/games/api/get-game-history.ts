import { gameHistoryCall } from '@jackdaw/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /games/history (signed in): the games the player launched, latest first. */
export function useGameHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['games', 'history'],
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(gameHistoryCall, {
        query: { page: pageParam },
        signal,
      }),
    getNextPageParam: (last) => (last.page < last.lastPage ? last.page + 1 : undefined),
  });
}
