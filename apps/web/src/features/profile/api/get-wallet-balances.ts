import { cacheTimes, walletBalancesCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { overviewQueryKey } from './overview-query-key';

/** GET /wallet/balances: each of the player's accounts, zero ones included. */
export const walletBalancesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: overviewQueryKey(token, 'balances'),
    queryFn: ({ signal }) => apiRequest(walletBalancesCall, { signal }),
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
  });

export function useWalletBalances() {
  const token = useSessionStore((state) => state.token);
  return useQuery(walletBalancesQueryOptions(token));
}
