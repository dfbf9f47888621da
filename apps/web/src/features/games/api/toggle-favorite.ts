import { gameFavoriteToggleCall } from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { track } from '../../../shared/lib/analytics';

/** PUT /games/{alias}/favorite toggles; every game list is refetched with the new heart. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: { alias: string; name: string; uuid: string }) =>
      apiRequest(gameFavoriteToggleCall, { params: { alias: game.alias } }),
    onSuccess: (result, game) => {
      track(result.favorite ? 'favorites_add' : 'favorites_removed', {
        game_id: game.uuid,
        game_name: game.name,
      });
      return queryClient.invalidateQueries({ queryKey: ['games'] });
    },
  });
}
