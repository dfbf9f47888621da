import { playRoundCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /play/rounds/{roundId} (signed in): one of the player's own-studio rounds, with seeds. */
export const getPlayRound = (roundId: string, signal?: AbortSignal) =>
  apiRequest(playRoundCall, { params: { id: roundId }, signal }).then((response) => response.round);

export const playRoundQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: ['play', 'rounds', roundId],
    queryFn: ({ signal }) => getPlayRound(roundId, signal),
    retry: false,
    // A round changes only when its seeds are rotated: fetch again each time the page asks.
    staleTime: 0,
  });

export function usePlayRound(roundId: string | null, enabled: boolean) {
  return useQuery({ ...playRoundQueryOptions(roundId ?? ''), enabled: enabled && !!roundId });
}
