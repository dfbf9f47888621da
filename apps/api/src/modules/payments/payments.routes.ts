import {
  banksCall,
  depositActivateCall,
  depositCall,
  ErrorCode,
  paymentCall,
  paymentCallbackCall,
  paymentMethodsCall,
  providerDepositCall,
  providerWithdrawalCall,
  testDepositCall,
  testWithdrawalCall,
  withdrawalCall,
  withdrawalCancelCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { route } from '../../lib/route.js';
import { serverToServer } from '../../plugins/security.js';
import type { UserRow } from '../users/index.js';
import type { Payment } from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';

const privateCache = 'private, no-store';

/** The bonuses module's record of the offer a deposit is made for (engagement §2 `bonus` popup). */
export interface BonusChoices {
  /** Unknown or unavailable offer: 404 BONUS.NOT_FOUND, and the deposit is not started. */
  choose(player: UserRow, offerId: number | null): Promise<void>;
}

const payerOf = (request: FastifyRequest) => {
  const player = request.player as UserRow;
  return {
    id: player.id,
    currencyCode: player.currencyCode,
    firstDeposit: player.firstDeposit,
    amlHold: player.amlHold,
  };
};

/** The site the player is on, as their browser says it (checked against the site's origins). */
const originOf = (request: FastifyRequest) => request.headers.origin;

/**
 * The player's payment calls (spec core §7 "Payments") and provider callbacks (the staff's are
 * in staff-payments.routes.ts); README.md in this folder is the reference.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  testPayments: boolean;
  /** Callbacks a minute per provider and address. */
  callbackRateLimit: number;
  /** Keeps the offer a deposit is made for, for its credit (bonuses module). */
  bonusChoices?: BonusChoices;
}> = async (app, { payments, testPayments, callbackRateLimit, bonusChoices }) => {
  /** The offer chosen with this deposit request (none clears an earlier choice). */
  const choose = (request: FastifyRequest, offerId: number | undefined) =>
    bonusChoices?.choose(request.player as UserRow, offerId ?? null);
  const view = (payment: Payment) => ({
    statusCode: 200 as const,
    payment: payments.viewOf(payment),
  });

  const active = { preHandler: app.authenticateActive };
  // Money leaves or enters only from allowed countries (core §6).
  const activeHere = { config: { geoBlock: true }, preHandler: app.authenticateActive };

  route(app, paymentMethodsCall, active, async (request, reply) => {
    reply.header('cache-control', privateCache);
    const paymentMethods = await payments.methods(payerOf(request), request.query.type);
    if (paymentMethods.length === 0) {
      throw AppError.notFound(ErrorCode.PaymentMethodsEmpty, 'No payment method is offered.');
    }
    return { statusCode: 200 as const, paymentMethods };
  });

  route(app, banksCall, active, async (request) => ({
    statusCode: 200 as const,
    banks: payments.banks(request.params.provider, request.query.list),
  }));

  route(app, depositCall, activeHere, async (request, reply) => {
    reply.header('cache-control', privateCache);
    const { provider, method } = request.params;
    await choose(request, request.body.bonusOfferId);
    return payments.deposit(payerOf(request), provider, method, request.body, originOf(request));
  });
  route(app, providerDepositCall, activeHere, async (request, reply) => {
    reply.header('cache-control', privateCache);
    await choose(request, request.body.bonusOfferId);
    return payments.deposit(
      payerOf(request),
      request.params.provider,
      undefined,
      request.body,
      originOf(request),
    );
  });

  route(app, depositActivateCall, active, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return payments.activate(
      payerOf(request),
      request.params.provider,
      request.body.paymentId,
      request.body.transactionId,
    );
  });

  route(app, withdrawalCall, activeHere, async (request) => {
    const { provider, method } = request.params;
    return view(await payments.withdraw(payerOf(request), provider, method, request.body));
  });
  route(app, providerWithdrawalCall, activeHere, async (request) =>
    view(
      await payments.withdraw(payerOf(request), request.params.provider, undefined, request.body),
    ),
  );

  route(app, paymentCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return view(await payments.payment(payerOf(request), request.params.id));
  });

  route(app, withdrawalCancelCall, active, async (request) =>
    view(await payments.cancel(payerOf(request), request.params.id)),
  );

  if (testPayments) {
    route(app, testDepositCall, activeHere, async (request) => {
      const { bonusOfferId, ...body } = request.body;
      await choose(request, bonusOfferId);
      return payments.testDeposit(payerOf(request), body, originOf(request));
    });
    route(app, testWithdrawalCall, activeHere, async (request) =>
      view(await payments.testWithdrawal(payerOf(request), request.body)),
    );
  }

  // Callbacks: the signature covers the exact bytes, so the body is kept as received.
  await app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(
      callbacks,
      paymentCallbackCall,
      {
        config: {
          ...serverToServer,
          // Counted per provider and address before anything is read or stored, so that a flood
          // of unsigned bodies neither fills the table nor starves the provider's real calls
          // from other addresses. Names no provider knows share one counter per address.
          rateLimit: {
            max: callbackRateLimit,
            timeWindow: 60_000,
            keyGenerator: (request: FastifyRequest) => {
              const { provider } = request.params as { provider?: string };
              const known = provider !== undefined && payments.knowsProvider(provider);
              return `payment-callback|${known ? provider : '?'}|${request.ip}`;
            },
          },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const result = await payments.callback(request.params.provider, rawBody, request.headers);
        return { statusCode: 200 as const, received: true as const, applied: result.applied };
      },
    );
  });
};
