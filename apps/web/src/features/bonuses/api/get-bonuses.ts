import { bonusesCall, cacheTimes } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { bonusesQueryKey } from './query-keys';

/** GET /bonuses: the welcome deposit bonus, the free-spin bonuses and the other grants. */
export const bonusesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: bonusesQueryKey(token, 'cards'),
    queryFn: ({ signal }) => apiRequest(bonusesCall, { signal }),
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
  });

export function useBonuses() {
  const token = useSessionStore((state) => state.token);
  return useQuery(bonusesQueryOptions(token));
}
