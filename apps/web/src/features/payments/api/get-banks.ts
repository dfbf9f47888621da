import { banksCall, cacheTimes, type PaymentProvider } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /payments/{provider}/banks: the provider's own list, active banks only. */
export function useBanks(provider: PaymentProvider, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'banks', provider],
    queryFn: async ({ signal }) =>
      (await apiRequest(banksCall, { params: { provider }, signal })).banks,
    enabled,
    staleTime: cacheTimes.catalogues,
  });
}
