import {
  errorBodySchema,
  transactionParamsSchema,
  transactionResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFoundResponse } from '../../lib/http.js';
import type { HistoryService } from './history.service.js';

const authErrors = { ...errorResponses, 403: errorBodySchema };

/** The player's money history (spec core §7 "Payments": GET /transactions). */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    '/transactions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The signed-in player's deposits or withdrawals, newest first",
        security: [{ bearer: [] }],
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        statusCode: 200 as const,
        ...(await history.list(request.player!.id, request.query)),
      };
    },
  );

  app.get(
    '/transactions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "One of the signed-in player's transactions (another player's id answers 404)",
        security: [{ bearer: [] }],
        params: transactionParamsSchema,
        response: { 200: transactionResponseSchema, ...authErrors, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        statusCode: 200 as const,
        transaction: await history.transaction(request.player!.id, request.params.id),
      };
    },
  );
};
