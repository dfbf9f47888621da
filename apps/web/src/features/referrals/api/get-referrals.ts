import { cacheTimes, referralListCall } from '@jackdaw/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { hasMorePages, listFromPages, nextPage } from '../lib/referral-list';
import { referralsQueryKey } from './query-keys';

/**
 * GET /referrals?page=N, page by page as "Show more" asks: the pages fold into one list by the
 * §4 rules (`lib/referral-list.ts`), so a friend on two pages is listed once and the total is
 * the newest answer's.
 */
export const referralsQueryOptions = (token: string | null, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: referralsQueryKey(token, 'list'),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(referralListCall, { signal, query: { page: String(pageParam) } }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => {
      const list = listFromPages(pages);
      return hasMorePages(list) ? nextPage(list) : undefined;
    },
    enabled: Boolean(token) && enabled,
    staleTime: cacheTimes.profile,
    select: (data) => listFromPages(data.pages),
  });

export function useReferrals(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useInfiniteQuery(referralsQueryOptions(token, enabled));
}
