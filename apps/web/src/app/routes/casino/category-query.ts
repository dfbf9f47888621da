import { GAME_CATEGORIES } from '@jackdaw/contracts';
import type { FilterBase } from '../../../features/games/use-game-filters';

/**
 * The `category` query parameter (spec core §2) on the home page: a catalogue category the site
 * has no route of its own for (asian games, a mobile top tile) is listed there.
 */
export const CATEGORY_QUERY = 'category';

/** The list a `category` query asks for, when it names a category of the catalogue. */
export function queryCategoryBase(value: string | null): FilterBase | null {
  if (!value || value === 'popular' || value === 'favorite') return null;
  return GAME_CATEGORIES.some((category) => category.slug === value)
    ? { category: value, sort: 'pop' }
    : null;
}
