import { gameTilesCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const tilesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'tiles'],
    queryFn: ({ signal }) => apiRequest(gameTilesCall, { signal }),
    staleTime: 60_000,
    select: (response) => response.data,
  });

/** GET /games/tiles: the phone's top tiles that have a game to open. */
export const useGameTiles = () => useQuery(tilesQueryOptions());
