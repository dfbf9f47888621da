import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

export interface KeysetListOptions<Page, Row, Cursor> {
  queryKey: QueryKey;
  /** Loads the page after `cursor` (undefined: the first page). */
  load: (cursor: Cursor | undefined, signal: AbortSignal) => Promise<Page>;
  /** The rows of a page. */
  rows: (page: Page) => Row[];
  /** The cursor of the page after it, or null at the end. */
  next: (page: Page) => Cursor | null | undefined;
  enabled?: boolean;
}

/**
 * A list paged by keyset ("load more"), around react-query's infinite query: the rows of every
 * page loaded so far, and the loading, error, retry and load-more props of `DataTable`.
 *
 * @example const log = useKeysetList({ queryKey, load, rows: (p) => p.items, next: (p) => p.nextCursor });
 *          <DataTable rows={log.rows} {...log.table} … />
 */
export function useKeysetList<Page, Row, Cursor = string>({
  queryKey,
  load,
  rows,
  next,
  enabled,
}: KeysetListOptions<Page, Row, Cursor>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam as Cursor | undefined, signal),
    initialPageParam: undefined as Cursor | undefined,
    getNextPageParam: (last) => next(last) ?? undefined,
    ...(enabled === undefined ? {} : { enabled }),
  });
  return {
    query,
    rows: query.data?.pages.flatMap(rows),
    table: {
      loading: query.isLoading,
      error: query.error,
      onRetry: () => void query.refetch(),
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      onLoadMore: () => void query.fetchNextPage(),
    },
  };
}
