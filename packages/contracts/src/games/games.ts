import * as z from 'zod/mini';
import { intFromQuery } from '../primitives.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { gameList } from '../constants.js';
import { okEnvelope } from '../envelope.js';

/**
 * The game catalogue, favorites, history and launch (spec core §3 "Game", §7 "Games").
 */

/** Where a game runs (spec core §3). */
export const GAME_PLATFORMS = ['web', 'mobile'] as const;
export const gamePlatformSchema = z.enum(GAME_PLATFORMS);
export type GamePlatform = z.infer<typeof gamePlatformSchema>;

/** Real money or play money (spec core §3). */
export const GAME_MODES = ['real', 'demo'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** Orders of the game list: by name A→Z, Z→A, by popularity, newest first. */
export const GAME_SORTS = ['abc', 'zyx', 'pop', 'new'] as const;
export const gameSortSchema = z.enum(GAME_SORTS);
export type GameSort = z.infer<typeof gameSortSchema>;

export const GAME_VOLATILITIES = ['low', 'medium', 'high', 'very-high'] as const;
export const gameVolatilitySchema = z.enum(GAME_VOLATILITIES);

export interface GameCategoryInfo {
  /** Stable identifier, as the list filter `category` takes it. */
  slug: string;
  title: string;
  /** The site's route of the category (spec core §2), without the language prefix. */
  url: string;
}

/**
 * The 18 categories of spec core §3, and `crash` (the crash-style game of spec §1, issue 23), in
 * menu order. `popular` lists every game (by popularity by default) and `favorite` the signed-in
 * player's favorites; the others hold the games tagged with them. Asian games has no route of its
 * own in spec §2 (it is a mobile top tile).
 */
export const GAME_CATEGORIES: readonly GameCategoryInfo[] = [
  { slug: 'popular', title: 'Popular', url: '/popular' },
  { slug: 'favorite', title: 'Favorite', url: '/favorite' },
  { slug: 'slots', title: 'Slots', url: '/slots' },
  { slug: 'crash', title: 'Crash games', url: '/crash' },
  { slug: 'table-games', title: 'Table games', url: '/table' },
  { slug: 'lottery', title: 'Lottery', url: '/lottery' },
  { slug: 'video-poker', title: 'Video poker', url: '/video-poker' },
  { slug: 'roulette', title: 'Roulette', url: '/roulette' },
  { slug: 'black-jack', title: 'Blackjack', url: '/blackjack' },
  { slug: 'scratch-cards', title: 'Scratch cards', url: '/scratch' },
  { slug: 'poker', title: 'Poker', url: '/poker' },
  { slug: 'bingo', title: 'Bingo', url: '/bingo' },
  { slug: 'baccara', title: 'Baccarat', url: '/baccara' },
  { slug: 'arcade', title: 'Arcade', url: '/arcade' },
  { slug: 'keno', title: 'Keno', url: '/keno' },
  { slug: 'instant-games', title: 'Instant games', url: '/instant' },
  { slug: 'live-casino', title: 'Live casino', url: '/live-casino' },
  { slug: 'asian-games', title: 'Asian games', url: '/asian-games' },
  { slug: 'other', title: 'Other', url: '/other' },
];

/** Categories counted as table-like (spec core §3). */
export const TABLE_LIKE_CATEGORIES = [
  'table-games',
  'video-poker',
  'black-jack',
  'scratch-cards',
  'instant-games',
] as const;

/** Largest page the list answers; a larger `take` is refused with 400 rather than clamped. */
export const GAME_LIST_MAX_TAKE = 100;
/** Longest search text; longer text is refused with 400. */
export const GAME_SEARCH_MAX_LENGTH = 60;

const slugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

const booleanFromQuery = z.pipe(
  z.union([z.enum(['true', 'false', '1', '0']), z.boolean()]),
  z.transform(
    (value: 'true' | 'false' | '1' | '0' | boolean) =>
      value === true || value === 'true' || value === '1',
  ),
);

/** `providers=jackdaw,acme` or `providers=jackdaw&providers=acme`: provider aliases. */
const providerListSchema = z.pipe(
  z.union([z.string().check(z.maxLength(1000)), z.array(z.string().check(z.maxLength(200)))]),
  z.pipe(
    z.transform((value: string | string[]) =>
      [...new Set((Array.isArray(value) ? value.join(',') : value).split(','))]
        .map((alias) => alias.trim().toLowerCase())
        .filter(Boolean),
    ),
    z.array(slugSchema).check(z.maxLength(50)),
  ),
);

/**
 * GET /games. Defaults of spec core §4: no providers, take 15, page 1, top on, sort pop,
 * category popular. `top` puts the top-flagged games first (it never hides others). A page past
 * the last answers empty `data`; `take` outside 1..100 answers 400.
 */
export const gamesQuerySchema = z.object({
  providers: z.optional(providerListSchema),
  take: z._default(intFromQuery(1, GAME_LIST_MAX_TAKE), gameList.pageSize),
  page: z._default(intFromQuery(1, 1_000_000), 1),
  top: z._default(booleanFromQuery, gameList.defaultTop),
  sort: z._default(gameSortSchema, gameList.defaultSort),
  /** Matches the start of the name or of any word of it, ignoring case and accents. */
  search: z.optional(z.string().check(z.maxLength(GAME_SEARCH_MAX_LENGTH))),
  /** A category slug (`table-games`) or its url (`table`, `/table`). */
  category: z._default(z.string().check(z.maxLength(64)), 'popular'),
  platform: z.optional(gamePlatformSchema),
});
export type GamesQuery = z.output<typeof gamesQuerySchema>;

/** Paging only: favorites, history and free-spin games. */
export const gamesPageQuerySchema = z.object({
  take: z._default(intFromQuery(1, GAME_LIST_MAX_TAKE), gameList.pageSize),
  page: z._default(intFromQuery(1, 1_000_000), 1),
});
export type GamesPageQuery = z.output<typeof gamesPageQuerySchema>;

export const gameProviderSchema = z
  .object({
    alias: z.string(),
    name: z.string(),
    /** Served by the project; a provider without its own logo gets the default icon. */
    logo: z.string(),
  })
  .register(z.globalRegistry, { id: 'GameProvider' });
export type GameProviderItem = z.infer<typeof gameProviderSchema>;

/**
 * Widths in pixels of the raster covers (square), served as
 * `/static/games/{uuid}/{width}.webp` (and `.avif`); `{small,large}.svg` stay for vector use.
 */
export const GAME_COVER_WIDTHS = [200, 400, 800] as const;
export type GameCoverWidth = (typeof GAME_COVER_WIDTHS)[number];

/**
 * Widths in pixels of the raster provider logos (3:1), served as
 * `/static/providers/{alias}/{width}.webp` (and `.avif`) beside `/static/providers/{alias}.svg`.
 */
export const GAME_PROVIDER_LOGO_WIDTHS = [120, 240, 360] as const;

export const gameSchema = z
  .object({
    uuid: z.string(),
    alias: z.string(),
    name: z.string(),
    provider: gameProviderSchema,
    /** Category slugs the game is tagged with. */
    categories: z.array(z.string()),
    platforms: z.array(gamePlatformSchema),
    /** True when the game may be played for play money without an account. */
    demo: z.boolean(),
    top: z.boolean(),
    /**
     * Cover images derived from the uuid, square WebP: `image` is 400 px wide (a card's `src`),
     * `imageLarge` 800 px (the game page), `imageSrcset` every width of `GAME_COVER_WIDTHS` as an
     * `<img srcset>` value (`… 200w, … 400w, … 800w`).
     */
    image: z.string(),
    imageLarge: z.string(),
    imageSrcset: z.string(),
    /** Return to player in percent, e.g. 96.12; null when the provider does not publish it. */
    rtp: z.nullable(z.number()),
    volatility: z.nullable(gameVolatilitySchema),
    /** ISO date (YYYY-MM-DD). */
    releasedAt: z.string(),
    /** True when the signed-in caller marked it favorite (always false for visitors). */
    favorite: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Game' });
export type GameItem = z.infer<typeof gameSchema>;

const pageShape = {
  data: z.array(gameSchema),
  page: z.int(),
  lastPage: z.int(),
  total: z.int(),
};

export const gamesResponseSchema = okEnvelope(pageShape);
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

/** GET /games/{alias}: one active game, the same item as the list's. */
export const gameResponseSchema = okEnvelope({ game: gameSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;

export const gameCategorySchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    url: z.string(),
    /** Active games in the category (for `popular` every game; 0 for `favorite`). */
    gamesCount: z.int(),
  })
  .register(z.globalRegistry, { id: 'GameCategory' });

export const gameCategoriesResponseSchema = okEnvelope({ data: z.array(gameCategorySchema) });
export type GameCategoriesResponse = z.infer<typeof gameCategoriesResponseSchema>;

export const gameProvidersQuerySchema = z.object({ platform: z.optional(gamePlatformSchema) });

export const gameProvidersResponseSchema = okEnvelope({
  data: z.array(z.object({ ...gameProviderSchema.shape, gamesCount: z.int() })),
});
export type GameProvidersResponse = z.infer<typeof gameProvidersResponseSchema>;

export const gameLobbySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    /** The category the lobby's "see all" opens. */
    category: z.string(),
    games: z.array(gameSchema),
  })
  .register(z.globalRegistry, { id: 'GameLobby' });

export const gameLobbiesResponseSchema = okEnvelope({ data: z.array(gameLobbySchema) });
export type GameLobbiesResponse = z.infer<typeof gameLobbiesResponseSchema>;

export const gameHistoryItemSchema = z.object({
  ...gameSchema.shape,
  lastPlayedAt: z.string(),
  lastMode: gameModeSchema,
});
export const gameHistoryResponseSchema = okEnvelope({
  ...pageShape,
  data: z.array(gameHistoryItemSchema),
});
export type GameHistoryResponse = z.infer<typeof gameHistoryResponseSchema>;

export const gameAliasParamsSchema = z.object({
  alias: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/)),
});
export const gameIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

export const gameFavoriteResponseSchema = okEnvelope({
  alias: z.string(),
  /** The state after the toggle. */
  favorite: z.boolean(),
});

/** The launch request body (spec core §3 "Game launch request"); every field has a default. */
export const gameLaunchBodySchema = z._default(
  z.object({
    platform: z._default(gamePlatformSchema, 'web'),
    /** Ignored by the routes that fix the mode; for the others, defaults to the route's mode. */
    mode: z.optional(gameModeSchema),
    lang: z._default(z.string().check(z.regex(/^[A-Za-z]{2,3}$/)), 'EN'),
    /**
     * Where the game's close or lobby button leads: a path of this site, or an http(s) URL of
     * this site or of the game's provider (the server refuses other origins, GAME.RETURN_URL_INVALID).
     */
    returnUrl: z.optional(
      z.string().check(z.maxLength(2000), z.regex(/^(\/(?!\/)|https?:\/\/)[^\s<>"\\\p{Cc}]*$/u)),
    ),
  }),
  { platform: 'web', lang: 'EN' },
);
export type GameLaunchBody = z.output<typeof gameLaunchBodySchema>;

export const gameLaunchResponseSchema = okEnvelope({
  /** Open in an iframe; single use, it expires after `gameLaunch.tokenTtl`. */
  url: z.string(),
  game: z.object({
    uuid: z.string(),
    alias: z.string(),
    name: z.string(),
    provider: z.object({ name: z.string() }),
  }),
});
export type GameLaunchResponse = z.infer<typeof gameLaunchResponseSchema>;

/**
 * A mobile top tile of the casino layout (spec core §2: crazy time, aviator, live casino, asian
 * games): operator data, listed only while what it opens has an active game. It opens either one
 * game (`game`, its alias) or a category (`category`); exactly one of the two is set.
 */
export const gameTileSchema = z
  .object({
    slug: z.string(),
    /** The operator's English title; the site shows its translation `tiles.<slug>` when it has one. */
    title: z.string(),
    /** A path of the site's own images, e.g. `/images/tile-aviator.svg`. */
    image: z.string(),
    game: z.nullable(z.object({ alias: z.string() })),
    category: z.nullable(z.object({ slug: z.string(), url: z.string() })),
  })
  .register(z.globalRegistry, { id: 'GameTile' });
export type GameTile = z.infer<typeof gameTileSchema>;

export const gameTilesResponseSchema = okEnvelope({ data: z.array(gameTileSchema) });
export type GameTilesResponse = z.infer<typeof gameTilesResponseSchema>;

/**
 * The lobby's "recent wins" strip: real-money rounds that paid at least this many times their
 * stake, the newest first, at most `limit` of them, from the last `windowHours` hours.
 */
export const recentWins = {
  minMultiplier: 5,
  limit: 12,
  windowHours: 24,
  /** How often the lobby asks again; the answer may be cached this long. */
  refreshSeconds: 15,
} as const;

export const recentWinSchema = z
  .object({
    /** The round's id, stable across refreshes (a list key). */
    id: z.string(),
    /** The winner's name masked to its first and last character, e.g. `a***7`. */
    player: z.string(),
    game: z.object({ alias: z.string(), name: z.string() }),
    /** Win ÷ stake, rounded down to two decimals. */
    multiplier: z.number(),
    /** The win in minor units of `currency`, the winner's own currency. */
    amount: z.int(),
    currency: currencyCodeSchema,
    /** ISO date and time the round was played. */
    at: z.string(),
  })
  .register(z.globalRegistry, { id: 'RecentWin' });
export type RecentWin = z.infer<typeof recentWinSchema>;

export const recentWinsResponseSchema = okEnvelope({ data: z.array(recentWinSchema) });
export type RecentWinsResponse = z.infer<typeof recentWinsResponseSchema>;
