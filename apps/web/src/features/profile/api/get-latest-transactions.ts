import { cacheTimes, transactionsCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { latestTransactions } from '../lib/latest-transactions';
import { overviewQueryKey } from './overview-query-key';

/** How many of the newest history items the overview shows. */
export const LATEST_TRANSACTIONS_COUNT = 5;

/**
 * The newest deposits and withdrawals together: the first page of each history (GET
 * /transactions answers one type at a time), merged newest first.
 */
export const latestTransactionsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: overviewQueryKey(token, 'transactions'),
    queryFn: async ({ signal }) => {
      const page = (type: 'deposit' | 'withdraw') =>
        apiRequest(transactionsCall, {
          query: { type, limit: LATEST_TRANSACTIONS_COUNT, page: 1 },
          signal,
        });
      const [deposits, withdrawals] = await Promise.all([page('deposit'), page('withdraw')]);
      return latestTransactions(deposits.items, withdrawals.items, LATEST_TRANSACTIONS_COUNT);
    },
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
  });

export function useLatestTransactions() {
  const token = useSessionStore((state) => state.token);
  return useQuery(latestTransactionsQueryOptions(token));
}
