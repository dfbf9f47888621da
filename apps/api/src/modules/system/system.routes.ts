import { healthCall, readyCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { route } from '../../lib/route.js';

/** Liveness says the process answers; readiness says it can do work (the database answers). */
export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  opts,
) => {
  route(app, healthCall, {}, async () => ({ status: 'ok' as const }));
  route(app, readyCall, {}, async (_request, reply) => {
    const ok = await opts.database.ping();
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'unavailable', database: opts.database.kind });
  });
};
