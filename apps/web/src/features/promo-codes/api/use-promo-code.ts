import { usePromoCodeCall } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** POST /promo-codes/use-code-by-user: redeems a code (trimmed, upper case). */
export const redeemPromoCode = (code: string) => apiRequest(usePromoCodeCall, { body: { code } });

/**
 * Redeems a code. A granted code changes the bonus cards, the free-spin campaigns and the
 * balances: every query of the player sits under `users` (the profile and header balances, the
 * overview, the bonus queries under the profile's key), so that root is fetched again.
 */
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPromoCode,
    // Not awaited: the success view shows at once, the cards and balances follow.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
