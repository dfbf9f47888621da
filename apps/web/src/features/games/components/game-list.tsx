import type { ReactNode } from 'react';
import { useGamePages } from '../api/get-games';
import type { GameFilters } from '../lib/game-filters';
import { GameGrid } from './game-grid';

/** The games of a set of filters, pages 1..filters.page, with "load more" raising the page. */
export function GameList({
  filters,
  label,
  empty,
  onPage,
}: {
  filters: GameFilters;
  label: string;
  empty: ReactNode;
  onPage(page: number): void;
}) {
  const list = useGamePages(filters);
  return (
    <GameGrid
      games={list.games}
      label={label}
      isPending={list.isPending}
      isError={list.isError}
      empty={empty}
      hasMore={filters.page < list.lastPage}
      loadingMore={list.isFetching && list.games.length > 0}
      onMore={() => onPage(Math.min(filters.page, list.lastPage) + 1)}
      onRetry={list.refetch}
    />
  );
}
