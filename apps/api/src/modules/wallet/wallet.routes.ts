import { currencyCodeSchema, walletBalancesCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { route } from '../../lib/route.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  route(app, walletBalancesCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const player = request.player!;
    const currencyCode = z.parse(currencyCodeSchema, player.currencyCode);
    return {
      statusCode: 200 as const,
      currencyCode,
      accounts: await wallet.accounts(player.id, currencyCode),
    };
  });
};
