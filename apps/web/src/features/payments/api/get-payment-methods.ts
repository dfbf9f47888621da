import {
  cacheTimes,
  ErrorCode,
  paymentMethodsCall,
  type PaymentDirection,
} from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { toClientMethods } from '../lib/payment-methods';

export const paymentMethodsQueryKey = (direction: PaymentDirection, token: string | null) =>
  ['payments', 'methods', direction, token] as const;

/**
 * GET /payments/payment_methods for the player's currency, cached 5 minutes (spec core §9). A 404
 * means no method at all (the empty-methods screen), not a failure. The withdrawal list follows
 * the player's own deposits, so it is asked anew each time the popup opens: a deposit made a
 * minute ago opens its payment system.
 */
export const paymentMethodsQueryOptions = (direction: PaymentDirection, token: string | null) =>
  queryOptions({
    queryKey: paymentMethodsQueryKey(direction, token),
    queryFn: async ({ signal }) => {
      try {
        const response = await apiRequest(paymentMethodsCall, {
          query: { type: direction },
          signal,
        });
        return response.paymentMethods;
      } catch (error) {
        if (
          error instanceof ApiError &&
          (error.statusCode === 404 || error.code === ErrorCode.PaymentMethodsEmpty)
        ) {
          return [];
        }
        throw error;
      }
    },
    enabled: Boolean(token),
    staleTime: direction === 'DEPOSIT' ? cacheTimes.paymentMethods : 0,
    gcTime: cacheTimes.paymentMethods,
    select: (methods) => toClientMethods(methods, direction),
  });

export function usePaymentMethods(direction: PaymentDirection) {
  const token = useSessionStore((state) => state.token);
  return useQuery(paymentMethodsQueryOptions(direction, token));
}
