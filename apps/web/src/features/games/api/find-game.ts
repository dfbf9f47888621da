import { cacheTimes, ErrorCode, gameCall, type GameItem } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';

/** GET /games/{alias}: the game, or null when the catalogue has no active game by that alias. */
export async function fetchGame(alias: string, signal?: AbortSignal): Promise<GameItem | null> {
  try {
    const { game } = await apiRequest(gameCall, { params: { alias }, signal });
    return game;
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.GameNotFound) return null;
    throw error;
  }
}

/**
 * One game's card data (RTP, volatility, provider) by its alias, for a game page opened without
 * the card (a link, a reload); a page opened from a card starts from the card's copy.
 */
export function useGameByAlias(alias: string, known: GameItem | undefined) {
  return useQuery({
    queryKey: ['games', 'by-alias', alias],
    queryFn: ({ signal }) => fetchGame(alias, signal),
    initialData: known,
    staleTime: known ? cacheTimes.gamesList : cacheTimes.gamesSearch,
  });
}
