import { paymentCall } from '@jackdaw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/lib/api-client';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';
import { useStreamUp } from '../../../shared/state/realtime-store';
import { isSettled, progressOf } from '../lib/payment-progress';

/** How often an unsettled payment is asked about while the event stream is down. */
const POLL_MS = 2000;

/**
 * GET /payments/transactions/{id} once; after that its status comes from the event stream,
 * which writes each `payment` event into this query (features/realtime/cache-effects.ts).
 * Only while the stream is down is an unsettled payment asked about again every 2 s, and each
 * time its progress changes the profile (and with it the header's balances) is fetched anew: a
 * withdrawal request holds the amount at once, a credited deposit adds it.
 */
export function usePaymentProgress(paymentId: string | null) {
  const queryClient = useQueryClient();
  const streamUp = useStreamUp();
  const query = useQuery({
    queryKey: ['payments', 'payment', paymentId],
    queryFn: async ({ signal }) =>
      (await apiRequest(paymentCall, { params: { id: paymentId ?? '' }, signal })).payment,
    enabled: paymentId !== null,
    retry: false,
    staleTime: 0,
    refetchInterval: (current) => {
      const payment = current.state.data;
      if (streamUp) return false;
      return payment && isSettled(progressOf(payment)) ? false : POLL_MS;
    },
  });
  const progress = query.data ? progressOf(query.data) : null;
  useEffect(() => {
    // With the stream up its `balance` event has written the header already.
    if (progress && !streamUp)
      void queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot });
  }, [progress, streamUp, queryClient]);
  return { payment: query.data ?? null, progress, isError: query.isError };
}
