import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  gameAliasParamsSchema,
  gameCategoriesResponseSchema,
  gameFavoriteResponseSchema,
  gameHistoryResponseSchema,
  gameIdParamsSchema,
  gameLaunchBodySchema,
  gameLaunchResponseSchema,
  gameLobbiesResponseSchema,
  gameProvidersQuerySchema,
  gameProvidersResponseSchema,
  gameTilesResponseSchema,
  gameResponseSchema,
  gamesPageQuerySchema,
  gamesQuerySchema,
  gamesResponseSchema,
  recentWinsResponseSchema,
} from './games.js';

/** The game catalogue, favorites, history and launch (spec core §7 "Games"). */

export const gamesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games`,
  tags: ['games'],
  summary: 'One page of the catalogue by category, providers, search and sort',
  description:
    'Defaults: category popular, sort pop, top on (top games first), take 15, page 1. ' +
    '`search` matches the start of the name or of any word of it, ignoring case and ' +
    'accents. A page past the last answers empty `data`; take outside 1..100 answers 400. ' +
    'With a token, `favorite` marks the caller’s favorites.',
  auth: 'optional',
  query: gamesQuerySchema,
  responses: { 200: gamesResponseSchema, ...errorResponses(403) },
});

export const gameCategoriesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/categories`,
  tags: ['games'],
  summary: 'The game categories that have games, with their site urls and game counts',
  description:
    'A category without an active game is left out until it has one; `favorite` is always ' +
    'listed (its games are the caller’s own, its count is 0).',
  auth: 'none',
  responses: { 200: gameCategoriesResponseSchema, ...errorResponses() },
});

export const gameLobbiesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/lobbies`,
  tags: ['games'],
  summary: 'Home-page shelves, each with its first games by popularity',
  auth: 'optional',
  responses: { 200: gameLobbiesResponseSchema, ...errorResponses(403) },
});

export const gameTilesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/tiles`,
  tags: ['games'],
  summary: 'The mobile top tiles whose game or category has something to open',
  auth: 'none',
  responses: { 200: gameTilesResponseSchema, ...errorResponses() },
});

export const recentWinsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/recent-wins`,
  tags: ['games'],
  summary: 'The latest big real-money wins, players masked',
  description:
    'Real-money rounds that paid at least `recentWins.minMultiplier` times their stake, newest ' +
    'first; the player is masked to the first and last character of their name.',
  auth: 'none',
  responses: { 200: recentWinsResponseSchema, ...errorResponses() },
});

export const gameProvidersCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/providers`,
  tags: ['games'],
  summary: 'Providers with active games (on one platform when given)',
  auth: 'optional',
  query: gameProvidersQuerySchema,
  responses: { 200: gameProvidersResponseSchema, ...errorResponses(403) },
});

export const freespinGamesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/freespin-games`,
  tags: ['games'],
  summary: 'Games on which free-spin campaigns give spins',
  auth: 'optional',
  query: gamesPageQuerySchema,
  responses: { 200: gamesResponseSchema, ...errorResponses(403) },
});

export const favoriteGamesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/favorites`,
  tags: ['games'],
  summary: "The signed-in player's favorite games, most recently added first",
  auth: 'bearer',
  query: gamesPageQuerySchema,
  responses: { 200: gamesResponseSchema, ...errorResponses(403) },
});

export const gameHistoryCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/history`,
  tags: ['games'],
  summary: 'Games the signed-in player launched, most recently played first',
  auth: 'bearer',
  query: gamesPageQuerySchema,
  responses: { 200: gameHistoryResponseSchema, ...errorResponses(403) },
});

export const gameCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/games/:alias`,
  tags: ['games'],
  summary: 'One game by alias, as the list shows it',
  description:
    'Unknown or inactive game (or provider) 404 GAME.NOT_FOUND. With a token, `favorite` ' +
    'marks whether the caller chose it.',
  auth: 'optional',
  params: gameAliasParamsSchema,
  responses: { 200: gameResponseSchema, ...errorResponses(403, 404) },
});

export const gameFavoriteToggleCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/games/:alias/favorite`,
  tags: ['games'],
  summary: 'Marks the game favorite, or unmarks it when it already is (toggle)',
  auth: 'bearer',
  params: gameAliasParamsSchema,
  responses: { 200: gameFavoriteResponseSchema, ...errorResponses(403, 404) },
});

/** What the four launch calls share; they differ by path, key and mode. */
const launch = {
  tags: ['games'],
  description:
    'Answers the URL to open in an iframe (single use, expires after 10 minutes). ' +
    'Unknown or inactive game 404 GAME.NOT_FOUND; real mode: visitor 401 AUTH.REQUIRED, ' +
    'balance ≤ 0 402 GAME.BALANCE_REQUIRED; banned 423 USER.BANNED; no demo 409 ' +
    'GAME.DEMO_UNAVAILABLE; platform not supported 409 GAME.PLATFORM_UNSUPPORTED.',
  auth: 'optional',
  body: gameLaunchBodySchema,
  responses: {
    200: gameLaunchResponseSchema,
    ...errorResponses(401, 402, 403, 404, 409, 423),
  },
} as const;

export const launchByAliasCall = defineCall({
  ...launch,
  method: 'POST',
  path: `${API_PREFIX}/games/init-by-alias/:alias`,
  summary: 'Launches a game by alias (real money unless the body asks for demo; needs a token)',
  params: gameAliasParamsSchema,
});

export const launchDemoByAliasCall = defineCall({
  ...launch,
  method: 'POST',
  path: `${API_PREFIX}/games/init-demo-by-alias/:alias`,
  summary: 'Launches a game by alias for play money (no token needed)',
  params: gameAliasParamsSchema,
});

export const launchByIdCall = defineCall({
  ...launch,
  method: 'POST',
  path: `${API_PREFIX}/games/:id/init`,
  summary: 'Launches a game by uuid (as init-by-alias)',
  params: gameIdParamsSchema,
});

export const launchDemoByIdCall = defineCall({
  ...launch,
  method: 'POST',
  path: `${API_PREFIX}/games/:id/init_demo`,
  summary: 'Launches a game by uuid for play money',
  params: gameIdParamsSchema,
});
