import { referralTransferCall, type ReferralTransferBody } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** POST /referrals/transfer-balance: moves referral money to the main balance. */
export const transferReferralBalance = (body: ReferralTransferBody) =>
  apiRequest(referralTransferCall, { body });

/**
 * Moves the money, then fetches the player's queries again (the `users` root: the header's
 * balances, the profile's accounts, the referral summary under the profile's key), so the header
 * shows the main balance grown by the transfer.
 */
export function useTransferReferralBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferReferralBalance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
