import { cancelBonusCall, cancelFreespinsCall } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';
import type { CancelTarget } from '../lib/bonus-cards';
import { bonusesQueryKeyRoot } from './query-keys';

/**
 * PATCH /bonuses/cancel/{id} for a bonus, PATCH /bonuses/freespin/cancel/{id} for free spins
 * still to play. Settled either way (a refusal means the bonus moved on meanwhile), the bonus
 * and profile data are fetched again (engagement §4 "Bonus cancellation"): the cards, the
 * header's balances and the profile's accounts.
 */
export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: CancelTarget): Promise<unknown> =>
      target.kind === 'freespins'
        ? apiRequest(cancelFreespinsCall, { params: { id: target.id } })
        : apiRequest(cancelBonusCall, { params: { id: target.id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusesQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot }),
      ]),
  });
}
