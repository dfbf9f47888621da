import { oneClickDepositCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';

/**
 * GET /payments/one-click: the last credited deposit to repeat in one tap (engagement §2). Asked
 * anew each time the deposit popup opens, and whenever the personal page's switch changes (it
 * is part of the key), so a deposit just credited or a switch just turned off shows at once.
 */
export const oneClickDepositQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['payments', 'one-click', token, enabled] as const,
    queryFn: async ({ signal }) => (await apiRequest(oneClickDepositCall, { signal })).deposit,
    enabled: Boolean(token) && enabled,
    staleTime: 0,
    retry: false,
  });

export function useOneClickDeposit(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery(oneClickDepositQueryOptions(token, enabled));
}
