import { usePromoCodeCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { PromoCodes } from './promo-codes.service.js';

/** The player's promo-code call (engagement §7: POST /promo-codes/use-code-by-user). */
export const promoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodes }> = async (
  app,
  { promoCodes },
) => {
  route(app, usePromoCodeCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      statusCode: 200 as const,
      ...(await promoCodes.redeem(request.player!.id, request.body.code)),
    };
  });
};
