import { GAME_CATEGORIES } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES } from '../../../config/paths';
import { openableCategories } from './get-categories';

const listed = (...slugs: string[]) =>
  GAME_CATEGORIES.filter((category) => slugs.includes(category.slug)).map((category, id) => ({
    ...category,
    id,
    gamesCount: 1,
  }));

describe('openableCategories', () => {
  it('offers only the routes whose category the server lists, favorites always', () => {
    expect(openableCategories(listed('popular', 'favorite', 'slots'))).toEqual([
      'popular',
      'new',
      'favorite',
      'slots',
    ]);
    expect(
      openableCategories(listed('popular', 'favorite', 'table-games', 'black-jack', 'live-casino')),
    ).toEqual(['popular', 'new', 'favorite', 'table', 'blackjack', 'live-casino']);
  });

  it('never offers a route without a catalogue category, nor anything of an empty catalogue', () => {
    const all = openableCategories(listed(...GAME_CATEGORIES.map((category) => category.slug)));
    expect(all).not.toContain('v-sport');
    expect(all).not.toContain('jackpot');
    expect(all).toHaveLength(CASINO_CATEGORIES.length - 2);
    expect(openableCategories([])).toEqual(['favorite']);
  });
});
