import {
  CRASH_GAME_ALIAS,
  ORIGINAL_GAMES,
  ORIGINAL_NAMES,
  ORIGINALS_LAUNCH_PREFIX,
  type OriginalGameId,
} from '@jackdaw/contracts';
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
 * The crash game (issue 23): one multiplayer title with a 99 % return (`crashReturn` of
 * @jackdaw/games), in the crash category and among the instant games (whose bonus contribution
 * is the crash games', engagement §9).
 */
const AVIATOR: ProviderGame = {
  externalId: CRASH_GAME_ALIAS,
  alias: CRASH_GAME_ALIAS,
  name: 'Aviator',
  categories: ['crash', 'instant-games'],
  platforms: ['web', 'mobile'],
  demoAllowed: true,
  releasedAt: '2026-11-26',
  rtp: 99,
};

/**
 * The originals (issue 24): eight instant games with a 99 % return, one client for the eight at
 * `/play/originals/{launchToken}` (the session names the game). All are instant games, whose
 * bonus contribution is the crash games' (engagement §9); keno and hilo are also found in their
 * own categories.
 */
const ORIGINAL_CATEGORIES: Record<OriginalGameId, string[]> = {
  dice: ['instant-games'],
  limbo: ['instant-games'],
  plinko: ['instant-games'],
  mines: ['instant-games'],
  keno: ['instant-games', 'keno'],
  hilo: ['instant-games', 'table-games'],
  wheel: ['instant-games'],
  flip: ['instant-games'],
};
const ORIGINALS: ProviderGame[] = ORIGINAL_GAMES.map((game) => ({
  externalId: game,
  alias: game,
  name: ORIGINAL_NAMES[game],
  categories: ORIGINAL_CATEGORIES[game],
  platforms: ['web', 'mobile'],
  demoAllowed: true,
  releasedAt: '2026-11-27',
  rtp: 99,
}));
const isOriginal = (externalId: string) => ORIGINALS.some((game) => game.externalId === externalId);

/**
 * The casino's own studio: the provably fair slots of @jackdaw/games, the crash game and the
 * originals. Its clients are served by this project, the slots' at `/play/{launchToken}`, the
 * crash game's at `/play/crash/{launchToken}` and the originals' at
 * `/play/originals/{launchToken}`, each redeeming the token; the slots' bets and wins go through
 * the same seamless wallet as any other provider's, the crash game's through its own module
 * (crash), the originals' through the play module.
 */
export const jackdawProvider: GameProvider = {
  alias: 'jackdaw',
  name: 'Jackdaw Studio',
  logo: 'jackdaw.svg',
  games: (): ProviderGame[] => [
    ...SLOT_TITLES.map((title): ProviderGame => ({
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
    AVIATOR,
    ...ORIGINALS,
  ],
  launch: async ({ session, game }) => ({
    url:
      game.externalId === AVIATOR.externalId
        ? `/play/crash/${session.token}`
        : isOriginal(game.externalId)
          ? `${ORIGINALS_LAUNCH_PREFIX}${session.token}`
          : `/play/${session.token}`,
  }),
};
