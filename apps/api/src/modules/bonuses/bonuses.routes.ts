import {
  availableBonusesCall,
  bonusesCall,
  cancelBonusCall,
  receiveBonusCall,
  userBonusesCall,
  welcomeBonusCall,
  type CurrencyCode,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { UserRow } from '../users/index.js';
import type { BonusesService, BonusPlayer } from './bonuses.service.js';
import type { GrantsService } from './grants.js';

const privateCache = 'private, no-store';

const playerOf = (request: FastifyRequest): BonusPlayer => {
  const player = request.player as UserRow;
  return {
    id: player.id,
    currencyCode: player.currencyCode,
    firstDeposit: player.firstDeposit,
    bonusChoice: player.bonusChoice,
    createdAt: player.createdAt,
  };
};

/** The player's bonus calls (engagement §7) and the public welcome offers. */
export const bonusesRoutes: FastifyPluginAsyncZod<{
  bonuses: BonusesService;
  grants: GrantsService;
}> = async (app, { bonuses, grants }) => {
  const signedIn = { preHandler: app.authenticate };
  const active = { preHandler: app.authenticateActive };

  route(app, bonusesCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return bonuses.bonuses(playerOf(request));
  });

  route(app, availableBonusesCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return { statusCode: 200 as const, items: await bonuses.available(playerOf(request)) };
  });

  route(app, cancelBonusCall, active, async (request) => ({
    statusCode: 200 as const,
    bonus: await grants.cancel(request.player!.id, request.params.id, 'cancelled'),
  }));

  route(app, receiveBonusCall, active, async (request) => ({
    statusCode: 200 as const,
    bonus: await grants.receive(request.player!.id, request.body.id),
  }));

  route(app, userBonusesCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return { statusCode: 200 as const, items: await bonuses.history(request.player!.id) };
  });

  route(app, welcomeBonusCall, { preHandler: app.authenticateOptional }, async (request, reply) => {
    const currency = (request.player?.currencyCode ??
      request.query.currency ??
      'USD') as CurrencyCode;
    reply.header('cache-control', request.player ? privateCache : 'public, max-age=60');
    return { statusCode: 200 as const, ...(await bonuses.welcome(currency)) };
  });
};
