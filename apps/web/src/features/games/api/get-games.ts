import { cacheTimes, gamesCall, type GamesResponse } from '@jackdaw/contracts';
import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import type { GameFilters } from '../lib/game-filters';

export function fetchGames(filters: GameFilters, page: number, signal?: AbortSignal) {
  return apiRequest(gamesCall, {
    query: {
      category: filters.category,
      providers: filters.providers.join(',') || undefined,
      sort: filters.sort,
      search: filters.search.trim() || undefined,
      take: filters.take,
      top: filters.top,
      page,
    },
    signal,
  });
}

/** One page of GET /games; the key carries every filter, so a change is a new list. */
export const gamesPageQueryOptions = (filters: GameFilters, page: number) =>
  queryOptions({
    queryKey: ['games', 'list', { ...filters, page: undefined }, page],
    queryFn: ({ signal }) => fetchGames(filters, page, signal),
    staleTime: filters.search.trim() ? cacheTimes.gamesSearch : cacheTimes.gamesList,
    placeholderData: page === 1 ? undefined : keepPreviousData,
  });

export interface GamePages {
  games: GamesResponse['data'];
  total: number;
  lastPage: number;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch(): void;
}

/** Pages 1..filters.page of the list, joined: "load more" raises the page in the URL. */
export function useGamePages(filters: GameFilters, enabled = true): GamePages {
  const pages = Array.from({ length: filters.page }, (_, index) => index + 1);
  return useQueries({
    queries: pages.map((page) => ({ ...gamesPageQueryOptions(filters, page), enabled })),
    combine: (results) => {
      const loaded = results.filter((result) => result.data);
      const last = loaded.at(-1)?.data;
      return {
        games: loaded.flatMap((result) => result.data?.data ?? []),
        total: last?.total ?? 0,
        lastPage: last?.lastPage ?? 1,
        isPending: results[0]?.isPending ?? true,
        isFetching: results.some((result) => result.isFetching),
        isError: results.some((result) => result.isError),
        refetch: () => results.forEach((result) => result.isError && void result.refetch()),
      };
    },
  });
}
