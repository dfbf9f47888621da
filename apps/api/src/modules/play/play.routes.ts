import {
  originalsActionCall,
  originalsBetCall,
  originalsSessionCall,
  playClientSeedCall,
  playFreeSpinCall,
  playRotateCall,
  playRoundCall,
  playRoundsCall,
  playSeedsCall,
  playSessionCall,
  playSessionClientSeedCall,
  playSessionRotateCall,
  playSessionRoundsCall,
  playSessionSeedsCall,
  playSpinCall,
  type OriginalsSessionBody,
  type PlaySessionBody,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { PlayService } from './play.service.js';

const privateCache = 'private, no-store';

/**
 * The own studio's game server (README.md in this folder): sessions from launch tokens, spins,
 * free spins, the originals' bets and actions, round history and the fairness controls.
 */
export const playRoutes: FastifyPluginAsyncZod<{
  play: PlayService;
  /** Whether a launch token opens real-money play (the geo-fence refuses those, core §6). */
  isRealLaunch(token: string): Promise<boolean>;
}> = async (app, { play, isRealLaunch }) => {
  const signedIn = { preHandler: app.authenticate };
  const active = { preHandler: app.authenticateActive };

  route(
    app,
    playSessionCall,
    {
      config: {
        geoBlock: (request) => isRealLaunch((request.body as PlaySessionBody).launchToken),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return play.openSession(request.body.launchToken);
    },
  );

  route(app, playSpinCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return play.spin(request.body);
  });

  route(app, playFreeSpinCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return play.freeSpin(request.body);
  });

  route(
    app,
    originalsSessionCall,
    {
      config: {
        geoBlock: (request) => isRealLaunch((request.body as OriginalsSessionBody).launchToken),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return play.openOriginals(request.body.launchToken);
    },
  );

  route(app, originalsBetCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return play.originalsBet(request.body);
  });

  route(app, originalsActionCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return play.originalsAction(request.body);
  });

  route(app, playRoundsCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return play.rounds(request.player!.id, request.query);
  });

  route(app, playRoundCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      round: await play.round(request.player!.id, request.params.id),
    };
  });

  route(app, playSeedsCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      seeds: await play.seeds(request.player!.id, request.query.family),
    };
  });

  route(app, playClientSeedCall, active, async (request) => ({
    statusCode: 200 as const,
    seeds: await play.setClientSeed(
      request.player!.id,
      request.body.family,
      request.body.clientSeed,
    ),
  }));

  route(app, playRotateCall, active, async (request) => ({
    statusCode: 200 as const,
    ...(await play.rotate(request.player!.id, request.body.family, request.body.clientSeed)),
  }));

  route(app, playSessionSeedsCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      seeds: await play.sessionSeeds(request.body.sessionToken),
    };
  });

  route(app, playSessionRoundsCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      ...(await play.sessionRounds(request.body.sessionToken, request.body.take)),
    };
  });

  route(app, playSessionClientSeedCall, {}, async (request) => ({
    statusCode: 200 as const,
    seeds: await play.sessionClientSeed(request.body.sessionToken, request.body.clientSeed),
  }));

  route(app, playSessionRotateCall, {}, async (request) => ({
    statusCode: 200 as const,
    ...(await play.sessionRotate(request.body.sessionToken, request.body.clientSeed)),
  }));
};
