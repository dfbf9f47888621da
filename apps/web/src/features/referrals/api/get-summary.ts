import { cacheTimes, referralSummaryCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { referralsQueryKey } from './query-keys';

/** GET /referrals/summary: referral balance, total earned, friends, minimum transfer and terms. */
export const referralSummaryQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: referralsQueryKey(token, 'summary'),
    queryFn: ({ signal }) => apiRequest(referralSummaryCall, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: cacheTimes.profile,
  });

export function useReferralSummary(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery(referralSummaryQueryOptions(token, enabled));
}
