import { cacheTimes } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { defaultFilters } from '../lib/game-filters';
import { fetchGames } from './get-games';

/**
 * One game's card data (RTP, volatility, provider) by its alias. The list has no lookup by alias,
 * so this searches the alias's words, which start words of the name, and picks the exact alias.
 */
export function useGameByAlias(alias: string) {
  return useQuery({
    queryKey: ['games', 'by-alias', alias],
    queryFn: async ({ signal }) => {
      const search = alias.split('-').filter(Boolean).slice(0, 8).join(' ').slice(0, 60);
      const page = await fetchGames({ ...defaultFilters, search, take: 100 }, 1, signal);
      return page.data.find((game) => game.alias === alias) ?? null;
    },
    staleTime: cacheTimes.gamesSearch,
  });
}
