import { healthResponseSchema, readyResponseSchema } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';

/** Liveness says the process answers; readiness says it can do work (the database answers). */
export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const ok = await opts.database.ping();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'unavailable', database: opts.database.kind });
    },
  );
};
