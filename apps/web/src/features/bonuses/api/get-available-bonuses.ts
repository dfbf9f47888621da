import { availableBonusesCall, cacheTimes } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { bonusesQueryKey } from './query-keys';

/** GET /bonuses/list-available: the deposit offers the player may deposit for now. */
export const availableBonusesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: bonusesQueryKey(token, 'available'),
    queryFn: ({ signal }) => apiRequest(availableBonusesCall, { signal }),
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
    select: (response) => response.items,
  });

export function useAvailableBonuses() {
  const token = useSessionStore((state) => state.token);
  return useQuery(availableBonusesQueryOptions(token));
}
