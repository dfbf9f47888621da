import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCasinoFilters } from './casino-filters';
import {
  changeFilters,
  filtersFromQuery,
  routeFilters,
  writeFiltersToQuery,
  type FilterChange,
  type GameFilters,
} from './lib/game-filters';

export type FilterBase = Pick<GameFilters, 'category' | 'sort'>;

const popularBase: FilterBase = { category: 'popular', sort: 'pop' };

/** The base of the list the casino shows now (the popups read it from the chosen category). */
export function useCurrentBase(): FilterBase {
  const category = useCasinoFilters((state) => state.category);
  return routeFilters(category) ?? popularBase;
}

/**
 * The list's filters as the URL holds them on top of the route's base, and one way to change
 * them: a single URL update (replace) that applies the reset rules and may also close a popup.
 */
export function useGameFilters(base: FilterBase) {
  const [params, setParams] = useSearchParams();
  const { category, sort } = base;
  const filters = useMemo(
    () => filtersFromQuery(params, { category, sort }),
    [params, category, sort],
  );
  const change = useCallback(
    (next: FilterChange, { closePopup = false } = {}) =>
      setParams(
        (current) => {
          const applied = changeFilters(filtersFromQuery(current, { category, sort }), next);
          writeFiltersToQuery(current, applied, { sort });
          if (closePopup) {
            current.delete('popup');
            current.delete('subpopup');
          }
          return current;
        },
        { replace: true },
      ),
    [setParams, category, sort],
  );
  return { filters, change };
}
