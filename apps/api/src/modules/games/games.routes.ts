import {
  favoriteGamesCall,
  freespinGamesCall,
  gameCall,
  gameCategoriesCall,
  gameFavoriteToggleCall,
  gameHistoryCall,
  gameLobbiesCall,
  gameProvidersCall,
  gamesCall,
  gameTilesCall,
  launchByAliasCall,
  launchByIdCall,
  launchDemoByAliasCall,
  launchDemoByIdCall,
  recentWins,
  recentWinsCall,
  type GameLaunchBody,
  type GameMode,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSharedAnswer } from '../../lib/cached-json.js';
import { route } from '../../lib/route.js';
import type { GamesService } from './games.service.js';

const privateCache = 'private, no-store';

/** The game catalogue, favorites, history and launch (spec core §7 "Games"). */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (
  app,
  { games },
) => {
  const optional = { preHandler: app.authenticateOptional };
  const signedIn = { preHandler: app.authenticate };

  route(app, gamesCall, optional, async (request, reply) => {
    const answer = await games.list(request.query, request.player);
    if ('shared' in answer) {
      const seconds = request.query.search ? 10 : 1;
      return sendSharedAnswer(request, reply, answer.shared, `public, max-age=${seconds}`);
    }
    reply.header('cache-control', privateCache);
    return answer.response;
  });

  // A minute, not the catalogues' five: a category or tile that gets its first game shows soon.
  route(app, gameCategoriesCall, {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return games.categories();
  });

  route(app, gameTilesCall, {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return games.tiles();
  });

  // Every call reads the rounds; the HTTP cache is the only one (shared by every visitor).
  route(app, recentWinsCall, {}, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${recentWins.refreshSeconds}`);
    return games.recentWins();
  });

  route(app, gameLobbiesCall, optional, async (request, reply) => {
    reply.header('cache-control', request.player ? privateCache : 'public, max-age=1');
    return games.lobbies(request.player);
  });

  route(app, gameProvidersCall, optional, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return games.providers(request.query.platform);
  });

  route(app, freespinGamesCall, optional, async (request, reply) => {
    reply.header('cache-control', request.player ? privateCache : 'public, max-age=60');
    return games.freespinGames(request.query, request.player);
  });

  route(app, favoriteGamesCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return games.favorites(request.player!, request.query);
  });

  route(app, gameHistoryCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return games.history(request.player!, request.query);
  });

  // A parametric path: the static /games/categories, /lobbies, /providers, /freespin-games,
  // /favorites and /history above win over it in the router.
  route(app, gameCall, optional, async (request, reply) => {
    reply.header('cache-control', request.player ? privateCache : 'public, max-age=60');
    return games.game(request.params.alias, request.player);
  });

  route(app, gameFavoriteToggleCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return games.toggleFavorite(request.player!, request.params.alias);
  });

  const launch = (
    request: FastifyRequest,
    game: { alias: string } | { uuid: string },
    mode: GameMode | 'body',
    body: GameLaunchBody,
  ) =>
    games.launch({
      game,
      mode: mode === 'body' ? (body.mode ?? 'real') : mode,
      body,
      player: request.player,
    });
  const launchOptions = (mode: GameMode | 'body') => ({
    // Real-money launches are refused in blocked countries (core §6); demo stays open.
    config: {
      geoBlock:
        mode === 'body' && ((r: FastifyRequest) => (r.body as GameLaunchBody).mode !== 'demo'),
    },
    // A launch may be posted without a body: every field has a default.
    preValidation: async (request: FastifyRequest) => {
      request.body ??= {};
    },
    preHandler: app.authenticateOptional,
  });

  route(app, launchByAliasCall, launchOptions('body'), async (request, reply) => {
    reply.header('cache-control', privateCache);
    return launch(request, { alias: request.params.alias }, 'body', request.body);
  });
  route(app, launchDemoByAliasCall, launchOptions('demo'), async (request, reply) => {
    reply.header('cache-control', privateCache);
    return launch(request, { alias: request.params.alias }, 'demo', request.body);
  });
  route(app, launchByIdCall, launchOptions('body'), async (request, reply) => {
    reply.header('cache-control', privateCache);
    return launch(request, { uuid: request.params.id.toLowerCase() }, 'body', request.body);
  });
  route(app, launchDemoByIdCall, launchOptions('demo'), async (request, reply) => {
    reply.header('cache-control', privateCache);
    return launch(request, { uuid: request.params.id.toLowerCase() }, 'demo', request.body);
  });
};
