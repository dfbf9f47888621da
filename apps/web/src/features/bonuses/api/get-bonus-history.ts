import { cacheTimes, userBonusesCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { bonusesQueryKey } from './query-keys';

/** GET /users/bonuses: every bonus of the player, ended ones included, newest first. */
export const bonusHistoryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: bonusesQueryKey(token, 'history'),
    queryFn: ({ signal }) => apiRequest(userBonusesCall, { signal }),
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
    select: (response) => response.items,
  });

export function useBonusHistory() {
  const token = useSessionStore((state) => state.token);
  return useQuery(bonusHistoryQueryOptions(token));
}
