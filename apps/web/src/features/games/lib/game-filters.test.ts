import fc from 'fast-check';
import { GAME_SORTS } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  defaultFilters,
  filtersFromQuery,
  matchProviders,
  routeFilters,
  writeFiltersToQuery,
  type FilterChange,
  type GameFilters,
} from './game-filters';

const onPage3: GameFilters = { ...defaultFilters, category: 'slots', sort: 'abc', page: 3 };

describe('game list filters', () => {
  it('start from the defaults of spec §4', () => {
    expect(defaultFilters).toEqual({
      category: 'popular',
      providers: [],
      sort: 'pop',
      search: '',
      take: 15,
      page: 1,
      top: true,
    });
  });

  it('reset the sort and the page when the category changes', () => {
    expect(changeFilters(onPage3, { category: 'poker' })).toMatchObject({
      category: 'poker',
      sort: 'pop',
      page: 1,
    });
  });

  const changes: [string, FilterChange][] = [
    ['providers', { providers: ['jackdaw'] }],
    ['sort', { sort: 'zyx' }],
    ['take', { take: 30 }],
    ['search', { search: 'dra' }],
  ];
  it.each(changes)('reset the page when %s changes', (_name, change) => {
    const next = changeFilters(onPage3, { ...change, page: 5 });
    expect(next.page).toBe(1);
    expect(next.sort).toBe(change.sort ?? 'abc');
  });

  it('keep the page when nothing else changes, and move to the page asked', () => {
    expect(changeFilters(onPage3, { sort: 'abc', providers: [] })).toEqual(onPage3);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('map routes to the server list: new is newest first, unknown categories list nothing', () => {
    expect(routeFilters('popular')).toEqual({ category: 'popular', sort: 'pop' });
    expect(routeFilters('new')).toEqual({ category: 'popular', sort: 'new' });
    expect(routeFilters('table')).toEqual({ category: 'table', sort: 'pop' });
    expect(routeFilters('jackpot')).toBeNull();
  });

  it('read providers from `name` as a comma list, dropping junk and repeats', () => {
    const filters = filtersFromQuery(
      new URLSearchParams('name=Jackdaw,,acme, jackdaw,<x>&page=2&search_result=drag,ho'),
      { category: 'slots', sort: 'pop' },
    );
    expect(filters.providers).toEqual(['jackdaw', 'acme']);
    expect(filters.page).toBe(2);
    expect(filters.search).toBe('drag ho');
  });

  it('ignore a page or sort that is no such thing', () => {
    for (const page of ['0', '-1', '1.5', 'x', '99999']) {
      const filters = filtersFromQuery(new URLSearchParams({ page, sort: 'best' }), {
        category: 'popular',
        sort: 'pop',
      });
      expect(filters.page).toBe(1);
      expect(filters.sort).toBe('pop');
    }
  });

  it('round-trip through the query, keeping other parameters', () => {
    const alias = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(alias, { maxLength: 4 }),
        fc.constantFrom(...GAME_SORTS),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 3 }),
        (providers, sort, page, words) => {
          const base = { category: 'slots', sort: 'pop' as const };
          const filters = {
            ...defaultFilters,
            ...base,
            providers,
            sort,
            page,
            search: words.join(' '),
          };
          const params = writeFiltersToQuery(new URLSearchParams('popup=provider'), filters, base);
          expect(params.get('popup')).toBe('provider');
          expect(filtersFromQuery(params, base)).toEqual(filters);
        },
      ),
    );
  });

  it('leave defaults out of the query', () => {
    const params = writeFiltersToQuery(
      new URLSearchParams('name=a&page=3&sort=abc&search_result=x'),
      { ...defaultFilters },
      { sort: 'pop' },
    );
    expect(params.toString()).toBe('');
  });

  it('match providers by the start of their name, ignoring case', () => {
    const list = [{ name: 'Jackdaw Studio' }, { name: 'Acme' }, { name: 'jazz' }];
    expect(matchProviders(list, 'JA').map((p) => p.name)).toEqual(['Jackdaw Studio', 'jazz']);
    expect(matchProviders(list, 'studio')).toEqual([]);
    expect(matchProviders(list, '  ')).toBe(list);
  });
});
