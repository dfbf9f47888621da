import { gameCategoriesCall, type GameCategoriesResponse } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASINO_CATEGORIES, type CasinoCategory } from '../../../config/paths';
import { apiRequest } from '../../../shared/lib/api-client';

type ServerCategory = GameCategoriesResponse['data'][number];

/**
 * The category routes that have something to open, in the menu order of spec core §2: those whose
 * catalogue category the server lists (it lists only categories with games), `new` while any game
 * exists, and `favorite` always (the player's own list, or the invitation to sign in). Routes the
 * catalogue has no category for (v-sport, jackpot) are never offered.
 */
export function openableCategories(listed: readonly ServerCategory[]): CasinoCategory[] {
  const urls = new Set(listed.map((category) => category.url.replace(/^\//, '')));
  return CASINO_CATEGORIES.filter(
    (route) => route === 'favorite' || urls.has(route) || (route === 'new' && urls.has('popular')),
  );
}

/** Until the list arrives only what always opens is offered: the home page and favorites. */
const ALWAYS: CasinoCategory[] = ['popular', 'favorite'];

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'categories'],
    queryFn: ({ signal }) => apiRequest(gameCategoriesCall, { signal }),
    // The server's own cache time: a category that gets its first game shows within a minute.
    staleTime: 60_000,
  });

/** GET /games/categories, as the category routes to offer. */
export function useOpenableCategories(): CasinoCategory[] {
  const { data } = useQuery({
    ...categoriesQueryOptions(),
    select: (response) => openableCategories(response.data),
  });
  return data ?? ALWAYS;
}
