import { GAME_SORTS, gameList, type GameSort } from '@jackdaw/contracts';
import type { CasinoCategory } from '../../../config/paths';

/** The game list's filters (spec core §3 "Game list filter", defaults of §4). */
export interface GameFilters {
  category: string;
  providers: string[];
  sort: GameSort;
  search: string;
  take: number;
  page: number;
  top: boolean;
}

export const defaultFilters: GameFilters = {
  category: 'popular',
  providers: [],
  sort: gameList.defaultSort,
  search: '',
  take: gameList.pageSize,
  page: 1,
  top: gameList.defaultTop,
};

export type FilterChange = Partial<GameFilters>;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Applies a change with the reset rules of spec core §4: a new category resets the sort to
 * popular and the page to 1; new providers, sort, take or search reset the page to 1. A page
 * given together with such a change is overruled.
 */
export function changeFilters(current: GameFilters, change: FilterChange): GameFilters {
  const next: GameFilters = { ...current, ...change };
  if (change.category !== undefined && change.category !== current.category) {
    return { ...next, sort: gameList.defaultSort, page: 1 };
  }
  const reset =
    (change.providers !== undefined && !sameList(change.providers, current.providers)) ||
    (change.sort !== undefined && change.sort !== current.sort) ||
    (change.take !== undefined && change.take !== current.take) ||
    (change.search !== undefined && change.search.trim() !== current.search.trim());
  return reset ? { ...next, page: 1 } : next;
}

/**
 * The site's category routes and the server's list: `new` is every game newest first; routes
 * the catalogue has no category for (v-sport, jackpot) list nothing.
 */
export function routeFilters(route: CasinoCategory): Pick<GameFilters, 'category' | 'sort'> | null {
  if (route === 'new') return { category: 'popular', sort: 'new' };
  if (route === 'v-sport' || route === 'jackpot') return null;
  return { category: route, sort: route === 'popular' ? gameList.defaultSort : 'pop' };
}

/** Query parameters: `name` (providers, comma list), `sort`, `page`, `search_result` (words). */
export const QUERY = {
  providers: 'name',
  sort: 'sort',
  page: 'page',
  search: 'search_result',
} as const;

const isSort = (value: string | null): value is GameSort =>
  value !== null && (GAME_SORTS as readonly string[]).includes(value);

export function parseProviders(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((alias) => alias.trim().toLowerCase())
        .filter((alias) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(alias)),
    ),
  ];
}

/** The filters a URL describes on top of the route's own (category and its default sort). */
export function filtersFromQuery(
  params: URLSearchParams,
  base: Pick<GameFilters, 'category' | 'sort'>,
): GameFilters {
  const page = Number(params.get(QUERY.page));
  const sort = params.get(QUERY.sort);
  return {
    ...defaultFilters,
    ...base,
    providers: parseProviders(params.get(QUERY.providers)),
    sort: isSort(sort) ? sort : base.sort,
    search: (params.get(QUERY.search) ?? '').split(',').filter(Boolean).join(' '),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** Writes the filters back into the query, leaving other parameters alone; defaults are omitted. */
export function writeFiltersToQuery(
  params: URLSearchParams,
  filters: GameFilters,
  base: Pick<GameFilters, 'sort'>,
): URLSearchParams {
  const set = (key: string, value: string | null) => {
    if (value) params.set(key, value);
    else params.delete(key);
  };
  set(QUERY.providers, filters.providers.join(','));
  set(QUERY.sort, filters.sort === base.sort ? null : filters.sort);
  set(QUERY.page, filters.page > 1 ? String(filters.page) : null);
  set(QUERY.search, searchWords(filters.search).join(','));
  return params;
}

export function searchWords(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** Providers whose name starts with the typed text, ignoring case (engagement §5). */
export function matchProviders<T extends { name: string }>(providers: readonly T[], typed: string) {
  const prefix = typed.trim().toLocaleLowerCase();
  return prefix
    ? providers.filter((p) => p.name.toLocaleLowerCase().startsWith(prefix))
    : providers;
}

/** The translation key of a sort's name. */
export const sortLabel = (sort: GameSort) => `games.sort.${sort}`;
