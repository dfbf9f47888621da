import { cacheTimes, type GameItem } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { defaultFilters } from '../lib/game-filters';
import { fetchGames } from './get-games';

/**
 * One game's card data (RTP, volatility, provider) by its alias, for a game page opened without
 * the card (a link, a reload). The list has no lookup by alias, so this searches the alias's
 * words, then its first word (aliases usually start like the name), and keeps the exact alias.
 */
export function useGameByAlias(alias: string, known: GameItem | undefined) {
  return useQuery({
    queryKey: ['games', 'by-alias', alias],
    queryFn: async ({ signal }) => {
      const words = alias.split('-').filter(Boolean).slice(0, 8);
      const attempts = [words.join(' '), words[0] ?? ''].filter(
        (search, index, all) => search && all.indexOf(search) === index,
      );
      for (const search of attempts) {
        const page = await fetchGames(
          { ...defaultFilters, search: search.slice(0, 60), take: 100 },
          1,
          signal,
        );
        const game = page.data.find((item) => item.alias === alias);
        if (game) return game;
      }
      return null;
    },
    initialData: known,
    staleTime: known ? cacheTimes.gamesList : cacheTimes.gamesSearch,
  });
}
