import { SLOT_TITLES } from '@jackdaw/games';
import type { GameProvider, ProviderGame } from '../../game-provider.js';

/** Titles shown first on the home page. */
const TOP_TITLES = new Set(['fruit-classic', 'dragons-hoard']);
/** Low-volatility titles on which free-spin campaigns give spins. */
const FREESPIN_TITLES = new Set(['fruit-classic']);

/** Release dates of the studio's titles (the `new` order). */
const RELEASED: Record<string, string> = {
  'fruit-classic': '2026-09-01',
  'jungle-ways': '2026-09-15',
  'pharaohs-tomb': '2026-10-01',
  'dragons-hoard': '2026-10-15',
  'abyss-ways': '2026-11-01',
};

/**
 * The casino's own studio: the provably fair slots of @jackdaw/games. Its client is served by
 * this project at `/play/{launchToken}`, which redeems the token; its bets and wins go through the
 * same seamless wallet as any other provider's.
 */
export const jackdawProvider: GameProvider = {
  alias: 'jackdaw',
  name: 'Jackdaw Studio',
  logo: 'jackdaw.svg',
  games: (): ProviderGame[] =>
    SLOT_TITLES.map((title) => ({
      externalId: title.id,
      alias: title.id,
      name: title.name,
      categories: ['slots'],
      platforms: ['web', 'mobile'],
      demoAllowed: true,
      freespins: FREESPIN_TITLES.has(title.id),
      top: TOP_TITLES.has(title.id),
      releasedAt: RELEASED[title.id] ?? '2026-11-01',
      rtp: Math.round(title.rtp * 10_000) / 100,
      volatility: title.volatility,
    })),
  launch: async ({ session }) => ({ url: `/play/${session.token}` }),
};
