import { cacheTimes, referralServiceEnabledCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { referralsQueryKey } from './query-keys';

/** GET /referrals/service-enabled: the programme can be used only while this says true (§4). */
export const serviceEnabledQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: referralsQueryKey(token, 'enabled'),
    queryFn: ({ signal }) => apiRequest(referralServiceEnabledCall, { signal }),
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
    select: (response) => response.enabled,
  });

export function useReferralServiceEnabled() {
  const token = useSessionStore((state) => state.token);
  return useQuery(serviceEnabledQueryOptions(token));
}
