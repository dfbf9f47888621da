import { cancelFreespinsCall, freespinCampaignsCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { CampaignsModule } from './campaigns.js';

const privateCache = 'private, no-store';

/** The player's free-spin calls (engagement §7): the campaigns list and the cancellation. */
export const freespinsRoutes: FastifyPluginAsyncZod<{ freespins: CampaignsModule }> = async (
  app,
  { freespins },
) => {
  route(app, freespinCampaignsCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      items: await freespins.campaigns.ofPlayer(request.player!.id),
    };
  });

  route(app, cancelFreespinsCall, { preHandler: app.authenticateActive }, async (request) => ({
    statusCode: 200 as const,
    campaign: await freespins.cancel(request.player!.id, request.params.id),
  }));
};
