import { paymentCall } from '@jackdaw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/lib/api-client';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';
import { isSettled, progressOf } from '../lib/payment-progress';

/** How often an unsettled payment is asked about while a result screen shows it. */
const POLL_MS = 2000;

/**
 * GET /payments/transactions/{id}, asked again every 2 s until the payment settles. Each time
 * its progress changes the profile (and with it the header's balances) is fetched anew: a
 * withdrawal request holds the amount at once, a credited deposit adds it.
 */
export function usePaymentProgress(paymentId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['payments', 'payment', paymentId],
    queryFn: async ({ signal }) =>
      (await apiRequest(paymentCall, { params: { id: paymentId ?? '' }, signal })).payment,
    enabled: paymentId !== null,
    retry: false,
    staleTime: 0,
    refetchInterval: (current) => {
      const payment = current.state.data;
      return payment && isSettled(progressOf(payment)) ? false : POLL_MS;
    },
  });
  const progress = query.data ? progressOf(query.data) : null;
  useEffect(() => {
    if (progress) void queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot });
  }, [progress, queryClient]);
  return { payment: query.data ?? null, progress, isError: query.isError };
}
