import { withdrawalCancelCall } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';

/**
 * POST /payments/withdrawals/{id}/cancel: the held amount goes back to the balance. Settled
 * either way (a refusal means the withdrawal moved on meanwhile), the history and the header's
 * balance are fetched again, so the row shows what the server now says.
 */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(withdrawalCancelCall, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot }),
      ]),
  });
}

export type CancelWithdrawal = ReturnType<typeof useCancelWithdrawal>;
