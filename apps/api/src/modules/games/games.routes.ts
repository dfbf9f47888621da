import {
  errorBodySchema,
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
  gameResponseSchema,
  gamesPageQuerySchema,
  gamesQuerySchema,
  gamesResponseSchema,
  type GameLaunchBody,
  type GameMode,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSharedAnswer } from '../../lib/cached-json.js';
import { errorResponses, notFoundResponse } from '../../lib/http.js';
import type { GamesService } from './games.service.js';

const withToken = { ...errorResponses, 403: errorBodySchema };
const launchErrors = {
  ...errorResponses,
  ...notFoundResponse,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  423: errorBodySchema,
};
const optionalToken: { [label: string]: string[] }[] = [{}, { bearer: [] }];
const privateCache = 'private, no-store';

/** The game catalogue, favorites, history and launch (spec core §7 "Games"). */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (
  app,
  { games },
) => {
  app.get(
    '/games',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['games'],
        summary: 'One page of the catalogue by category, providers, search and sort',
        description:
          'Defaults: category popular, sort pop, top on (top games first), take 15, page 1. ' +
          '`search` matches the start of the name or of any word of it, ignoring case and ' +
          'accents. A page past the last answers empty `data`; take outside 1..100 answers 400. ' +
          'With a token, `favorite` marks the caller’s favorites.',
        security: optionalToken,
        querystring: gamesQuerySchema,
        response: { 200: gamesResponseSchema, ...withToken },
      },
    },
    async (request, reply) => {
      const answer = await games.list(request.query, request.player);
      if ('shared' in answer) {
        const seconds = request.query.search ? 10 : 1;
        return sendSharedAnswer(request, reply, answer.shared, `public, max-age=${seconds}`);
      }
      reply.header('cache-control', privateCache);
      return answer.response;
    },
  );

  app.get(
    '/games/categories',
    {
      schema: {
        tags: ['games'],
        summary: 'The 18 game categories with their site urls and game counts',
        response: { 200: gameCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return games.categories();
    },
  );

  app.get(
    '/games/lobbies',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['games'],
        summary: 'Home-page shelves, each with its first games by popularity',
        security: optionalToken,
        response: { 200: gameLobbiesResponseSchema, ...withToken },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', request.player ? privateCache : 'public, max-age=1');
      return games.lobbies(request.player);
    },
  );

  app.get(
    '/games/providers',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['games'],
        summary: 'Providers with active games (on one platform when given)',
        security: optionalToken,
        querystring: gameProvidersQuerySchema,
        response: { 200: gameProvidersResponseSchema, ...withToken },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return games.providers(request.query.platform);
    },
  );

  app.get(
    '/games/freespin-games',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['games'],
        summary: 'Games on which free-spin campaigns give spins',
        security: optionalToken,
        querystring: gamesPageQuerySchema,
        response: { 200: gamesResponseSchema, ...withToken },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', request.player ? privateCache : 'public, max-age=60');
      return games.freespinGames(request.query, request.player);
    },
  );

  app.get(
    '/games/favorites',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: "The signed-in player's favorite games, most recently added first",
        security: [{ bearer: [] }],
        querystring: gamesPageQuerySchema,
        response: { 200: gamesResponseSchema, ...withToken },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return games.favorites(request.player!, request.query);
    },
  );

  app.get(
    '/games/history',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: 'Games the signed-in player launched, most recently played first',
        security: [{ bearer: [] }],
        querystring: gamesPageQuerySchema,
        response: { 200: gameHistoryResponseSchema, ...withToken },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return games.history(request.player!, request.query);
    },
  );

  // A parametric path: the static /games/categories, /lobbies, /providers, /freespin-games,
  // /favorites and /history above win over it in the router.
  app.get(
    '/games/:alias',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['games'],
        summary: 'One game by alias, as the list shows it',
        description:
          'Unknown or inactive game (or provider) 404 GAME.NOT_FOUND. With a token, `favorite` ' +
          'marks whether the caller chose it.',
        security: optionalToken,
        params: gameAliasParamsSchema,
        response: { 200: gameResponseSchema, ...withToken, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', request.player ? privateCache : 'public, max-age=60');
      return games.game(request.params.alias, request.player);
    },
  );

  app.put(
    '/games/:alias/favorite',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: 'Marks the game favorite, or unmarks it when it already is (toggle)',
        security: [{ bearer: [] }],
        params: gameAliasParamsSchema,
        response: { 200: gameFavoriteResponseSchema, ...withToken, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return games.toggleFavorite(request.player!, request.params.alias);
    },
  );

  const launchRoute = (
    path: string,
    by: 'alias' | 'id',
    mode: GameMode | 'body',
    summary: string,
  ) => {
    const launch = (request: FastifyRequest, body: GameLaunchBody, key: string) =>
      games.launch({
        game: by === 'alias' ? { alias: key } : { uuid: key },
        mode: mode === 'body' ? (body.mode ?? 'real') : mode,
        body,
        player: request.player,
      });
    const schema = {
      tags: ['games'],
      summary,
      description:
        'Answers the URL to open in an iframe (single use, expires after 10 minutes). ' +
        'Unknown or inactive game 404 GAME.NOT_FOUND; real mode: visitor 401 AUTH.REQUIRED, ' +
        'balance ≤ 0 402 GAME.BALANCE_REQUIRED; banned 423 USER.BANNED; no demo 409 ' +
        'GAME.DEMO_UNAVAILABLE; platform not supported 409 GAME.PLATFORM_UNSUPPORTED.',
      security: optionalToken,
      body: gameLaunchBodySchema,
      response: { 200: gameLaunchResponseSchema, ...launchErrors },
    };
    // Real-money launches are refused in blocked countries (core §6); demo stays open.
    const geoBlock =
      mode === 'body' && ((r: FastifyRequest) => (r.body as GameLaunchBody).mode !== 'demo');
    // A launch may be posted without a body: every field has a default.
    const preValidation = async (request: FastifyRequest) => {
      request.body ??= {};
    };
    if (by === 'alias') {
      app.post(
        path,
        {
          config: { geoBlock },
          preValidation,
          preHandler: app.authenticateOptional,
          schema: { ...schema, params: gameAliasParamsSchema },
        },
        async (request, reply) => {
          reply.header('cache-control', privateCache);
          return launch(request, request.body, request.params.alias);
        },
      );
    } else {
      app.post(
        path,
        {
          config: { geoBlock },
          preValidation,
          preHandler: app.authenticateOptional,
          schema: { ...schema, params: gameIdParamsSchema },
        },
        async (request, reply) => {
          reply.header('cache-control', privateCache);
          return launch(request, request.body, request.params.id.toLowerCase());
        },
      );
    }
  };

  launchRoute(
    '/games/init-by-alias/:alias',
    'alias',
    'body',
    'Launches a game by alias (real money unless the body asks for demo; needs a token)',
  );
  launchRoute(
    '/games/init-demo-by-alias/:alias',
    'alias',
    'demo',
    'Launches a game by alias for play money (no token needed)',
  );
  launchRoute('/games/:id/init', 'id', 'body', 'Launches a game by uuid (as init-by-alias)');
  launchRoute('/games/:id/init_demo', 'id', 'demo', 'Launches a game by uuid for play money');
};
