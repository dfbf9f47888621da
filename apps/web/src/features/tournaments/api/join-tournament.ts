import { tournamentJoinCall } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { tournamentsQueryKeyRoot } from './query-keys';

/** POST /tournament/{id}/join: enters an opt-in tournament; joining twice answers the same entry. */
export const joinTournament = (id: number) =>
  apiRequest(tournamentJoinCall, { params: { id: String(id) } });

/** Joins, then asks the tournaments again: the card's badge and the page's entry change. */
export function useJoinTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTournament,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKeyRoot }),
  });
}
