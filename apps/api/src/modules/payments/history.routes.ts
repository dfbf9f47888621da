import { transactionCall, transactionsCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { HistoryService } from './history.service.js';

/** The player's money history (spec core §7 "Payments": GET /transactions). */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  route(app, transactionsCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      statusCode: 200 as const,
      ...(await history.list(request.player!.id, request.query)),
    };
  });

  route(app, transactionCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      statusCode: 200 as const,
      transaction: await history.transaction(request.player!.id, request.params.id),
    };
  });
};
