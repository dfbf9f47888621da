import {
  referralLinkCall,
  referralListCall,
  referralServiceEnabledCall,
  referralSummaryCall,
  referralTransferCall,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { ReferralsService } from './referrals.service.js';

/** The player's referral calls (engagement §7). */
export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (
  app,
  { referrals },
) => {
  route(app, referralLinkCall, { preHandler: app.authenticateActive }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { statusCode: 200 as const, ...(await referrals.link(request.player!)) };
  });
  route(app, referralListCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const page = request.query.page ?? 1;
    return { statusCode: 200 as const, ...(await referrals.list(request.player!, page)) };
  });
  route(
    app,
    referralServiceEnabledCall,
    { preHandler: app.authenticate },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { statusCode: 200 as const, enabled: await referrals.enabled(request.player!) };
    },
  );
  route(app, referralSummaryCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { statusCode: 200 as const, ...(await referrals.summary(request.player!)) };
  });
  route(
    app,
    referralTransferCall,
    { preHandler: app.authenticateActive },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        statusCode: 200 as const,
        ...(await referrals.transfer(request.player!, request.body)),
      };
    },
  );
};
