import { crashRoundCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /crash/rounds/{roundId} (public): an ended crash round with its revealed hash. */
export const getCrashRound = (roundId: number, signal?: AbortSignal) =>
  apiRequest(crashRoundCall, { params: { roundId: String(roundId) }, signal }).then(
    (response) => response.round,
  );

export const crashRoundQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: ['crash', 'rounds', roundId],
    queryFn: ({ signal }) => getCrashRound(roundId, signal),
    retry: false,
    // An ended round never changes; one not ended yet answers 404 until it does.
    staleTime: Infinity,
  });

export function useCrashRound(roundId: number | null) {
  return useQuery({ ...crashRoundQueryOptions(roundId ?? 0), enabled: roundId !== null });
}
