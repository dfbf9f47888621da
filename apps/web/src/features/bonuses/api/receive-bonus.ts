import { receiveBonusCall } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';
import { bonusesQueryKeyRoot } from './query-keys';

/** PATCH /bonuses/receive: claims a bonus ready to receive; its money shows in the balances. */
export function useReceiveBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(receiveBonusCall, { body: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusesQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot }),
      ]),
  });
}
