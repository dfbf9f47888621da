import {
  crashFairnessCall,
  crashMyBetsCall,
  crashRoundCall,
  crashRoundsCall,
  crashSessionCall,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { CrashService } from './crash.service.js';

const privateCache = 'private, no-store';

/**
 * The crash game's HTTP calls (README.md in this folder): the game client's session and "my
 * bets", the published fairness data, and the ended rounds. The play itself is on the socket.
 */
export const crashRoutes: FastifyPluginAsyncZod<{
  crash: CrashService;
  /** Whether a launch token opens real-money play (the geo-fence refuses those, core §6). */
  isRealLaunch(token: string): Promise<boolean>;
}> = async (app, { crash, isRealLaunch }) => {
  route(
    app,
    crashSessionCall,
    {
      config: {
        geoBlock: (request) => isRealLaunch((request.body as { launchToken: string }).launchToken),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return { statusCode: 200 as const, ...(await crash.openSession(request.body.launchToken)) };
    },
  );

  route(app, crashFairnessCall, {}, async () => ({
    statusCode: 200 as const,
    fairness: await crash.fairness(),
  }));

  route(app, crashRoundsCall, {}, async (request) => ({
    statusCode: 200 as const,
    rounds: await crash.rounds(request.query),
  }));

  route(app, crashRoundCall, {}, async (request) => ({
    statusCode: 200 as const,
    round: await crash.round(request.params.roundId),
  }));

  route(app, crashMyBetsCall, {}, async (request, reply) => {
    reply.header('cache-control', privateCache);
    const actor = await crash.session(request.body.sessionToken);
    return { statusCode: 200 as const, ...(await crash.myBets(actor, request.body.take)) };
  });
};
