import { timingSafeEqual } from 'node:crypto';
import {
  adminRejectBodySchema,
  adminReviewParamsSchema,
  adminReviewResponseSchema,
  adminWithdrawalResponseSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  banksQuerySchema,
  banksResponseSchema,
  callbackAckSchema,
  depositActivateBodySchema,
  depositBodySchema,
  depositResponseSchema,
  ErrorCode,
  errorBodySchema,
  paymentIdParamsSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentPathParamsSchema,
  paymentProviderParamsSchema,
  paymentResponseSchema,
  testPaymentBodySchema,
  withdrawalBodySchema,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/http.js';
import { serverToServer } from '../../plugins/security.js';
import type { UserRow } from '../users/index.js';
import type { Payment } from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';

const privateCache = 'private, no-store';
const playerErrors = {
  ...errorResponses,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  423: errorBodySchema,
  424: errorBodySchema,
};

const payerOf = (request: FastifyRequest) => {
  const player = request.player as UserRow;
  return { id: player.id, currencyCode: player.currencyCode, firstDeposit: player.firstDeposit };
};

/**
 * The player's payment calls (spec core §7 "Payments"), provider callbacks and the operator's
 * calls; README.md in this folder is the reference.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  adminToken: string | undefined;
  testPayments: boolean;
  /** Callbacks a minute per provider and address. */
  callbackRateLimit: number;
}> = async (app, { payments, adminToken, testPayments, callbackRateLimit }) => {
  const view = (payment: Payment) => ({
    statusCode: 200 as const,
    payment: payments.viewOf(payment),
  });

  app.get(
    '/payments/payment_methods',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['payments'],
        summary: "Payment methods for the signed-in player's currency in one direction",
        description: 'No method offered → 404 PAYMENT.METHODS_EMPTY (the site shows empty lists).',
        security: [{ bearer: [] }],
        querystring: paymentMethodsQuerySchema,
        response: { 200: paymentMethodsResponseSchema, ...playerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      const paymentMethods = await payments.methods(payerOf(request), request.query.type);
      if (paymentMethods.length === 0) {
        throw AppError.notFound(ErrorCode.PaymentMethodsEmpty, 'No payment method is offered.');
      }
      return { statusCode: 200 as const, paymentMethods };
    },
  );

  app.get(
    '/payments/:provider/banks',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['payments'],
        summary: "A provider's bank list (havale hera, azarpay…), active banks only",
        security: [{ bearer: [] }],
        params: paymentProviderParamsSchema,
        querystring: banksQuerySchema,
        response: { 200: banksResponseSchema, ...playerErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      banks: payments.banks(request.params.provider, request.query.list),
    }),
  );

  const depositSchema = <Params>(summary: string, params: Params) => ({
    tags: ['payments'],
    summary,
    description:
      'Amount outside the limits → 422 PAYMENT.LIMIT (ATTENTION); missing form field → 400 ' +
      'PAYMENT.FIELD_REQUIRED; unknown method → 404 PAYMENT.METHOD_UNKNOWN; the provider refused ' +
      '→ 424 PAYMENT.FAILED.',
    security: [{ bearer: [] }],
    params,
    body: depositBodySchema,
    response: { 200: depositResponseSchema, ...playerErrors },
  });
  app.post(
    '/payments/:provider/:method/deposit',
    {
      config: { geoBlock: true },
      preHandler: app.authenticateActive,
      schema: depositSchema('Start a deposit', paymentPathParamsSchema),
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      const { provider, method } = request.params;
      return payments.deposit(payerOf(request), provider, method, request.body);
    },
  );
  app.post(
    '/payments/:provider/deposit',
    {
      config: { geoBlock: true },
      preHandler: app.authenticateActive,
      schema: depositSchema(
        'Start a deposit (fixed path; `method` in the body)',
        paymentProviderParamsSchema,
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return payments.deposit(payerOf(request), request.params.provider, undefined, request.body);
    },
  );

  app.post(
    '/payments/:provider/:method/deposit/activate',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['payments'],
        summary: 'Confirm a transaction-flow deposit with the transaction id the player paid with',
        description: 'A transaction id used before → 409 TRANSACTION.ALREADY_ACTIVATED.',
        security: [{ bearer: [] }],
        params: paymentPathParamsSchema,
        body: depositActivateBodySchema,
        response: { 200: depositResponseSchema, ...playerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return payments.activate(
        payerOf(request),
        request.params.provider,
        request.body.paymentId,
        request.body.transactionId,
      );
    },
  );

  const withdrawalSchema = <Params>(summary: string, params: Params) => ({
    tags: ['payments'],
    summary,
    description:
      'Holds the amount from the real balance (above it → 409 WALLET.INSUFFICIENT_FUNDS). Active ' +
      'bonus → 409 WITHDRAW.BLOCKED_BY_BONUS; method never deposited with → 409 ' +
      'WITHDRAW.METHOD_NOT_DEPOSITED; account under review → 423 PAYMENT.ACCOUNT_ON_HOLD; limits → ' +
      '422 PAYMENT.LIMIT. Status `request` until an operator approves.',
    security: [{ bearer: [] }],
    params,
    body: withdrawalBodySchema,
    response: { 200: paymentResponseSchema, ...playerErrors },
  });
  app.post(
    '/payments/:provider/:method/withdrawal',
    {
      config: { geoBlock: true },
      preHandler: app.authenticateActive,
      schema: withdrawalSchema('Request a withdrawal', paymentPathParamsSchema),
    },
    async (request) => {
      const { provider, method } = request.params;
      return view(await payments.withdraw(payerOf(request), provider, method, request.body));
    },
  );
  app.post(
    '/payments/:provider/withdrawal',
    {
      config: { geoBlock: true },
      preHandler: app.authenticateActive,
      schema: withdrawalSchema('Request a withdrawal (fixed path)', paymentProviderParamsSchema),
    },
    async (request) =>
      view(
        await payments.withdraw(payerOf(request), request.params.provider, undefined, request.body),
      ),
  );

  app.get(
    '/payments/transactions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "One of the player's payments, for following its status",
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        response: { 200: paymentResponseSchema, ...playerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return view(await payments.payment(payerOf(request), request.params.id));
    },
  );

  app.post(
    '/payments/withdrawals/:id/cancel',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['payments'],
        summary: 'Cancel a withdrawal still waiting for approval (the hold is released)',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        response: { 200: paymentResponseSchema, ...playerErrors },
      },
    },
    async (request) => view(await payments.cancel(payerOf(request), request.params.id)),
  );

  if (testPayments) {
    const testSchema = <Response>(summary: string, response: Response) => ({
      tags: ['payments'],
      summary,
      description:
        'Options of spec core §3: status (SUCCESS, FAILED, PENDING, REVERSED), delay (s), ' +
        'repeat, attempts, strategy; defaults SUCCESS, 1, 1, 1, withdrawDoubleCancel. Test mode only.',
      security: [{ bearer: [] }],
      body: testPaymentBodySchema,
      response: { 200: response, ...playerErrors },
    });
    app.post(
      '/payments/test/deposit',
      {
        config: { geoBlock: true },
        preHandler: app.authenticateActive,
        schema: testSchema('A test deposit', depositResponseSchema),
      },
      async (request) => payments.testDeposit(payerOf(request), request.body),
    );
    app.post(
      '/payments/test/withdrawal',
      {
        config: { geoBlock: true },
        preHandler: app.authenticateActive,
        schema: testSchema('A test withdrawal', paymentResponseSchema),
      },
      async (request) => view(await payments.testWithdrawal(payerOf(request), request.body)),
    );
  }

  // Callbacks: the signature covers the exact bytes, so the body is kept as received.
  await app.register(async (child) => {
    const callbacks = child.withTypeProvider<ZodTypeProvider>();
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    callbacks.post(
      '/payments/callbacks/:provider',
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
        schema: {
          tags: ['payments'],
          summary: "A payment provider's callback (signed per provider)",
          description:
            'Stored with its signature verdict, then applied once. Invalid signature → 401 ' +
            'PROVIDER.SIGNATURE_INVALID and nothing changes (a bounded prefix and a digest of the ' +
            'body are kept); no readable amount, currency, status or payment → 400 ' +
            'PROVIDER.CALLBACK_INVALID; a field the signature does not cover and the ' +
            "provider's status call does not confirm → 409 PROVIDER.CALLBACK_UNCONFIRMED; " +
            'unknown payment → 404 PAYMENT.NOT_FOUND; more than the limit per provider and ' +
            'address → 429 RATE.LIMITED.',
          params: paymentProviderParamsSchema,
          response: {
            200: callbackAckSchema,
            ...errorResponses,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            429: errorBodySchema,
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

  // The operator's calls (a back-office comes later): Bearer ADMIN_TOKEN.
  const admin = async (request: FastifyRequest) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const ok =
      adminToken !== undefined &&
      given.length === adminToken.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(adminToken));
    if (!ok) throw new AppError(401, ErrorCode.AdminTokenInvalid, 'Operator token required.');
  };
  const adminErrors = {
    ...errorResponses,
    401: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };
  const adminView = (payment: Payment) => ({
    statusCode: 200 as const,
    withdrawal: { ...payments.viewOf(payment), userId: payment.userId, reason: payment.reason },
  });

  app.get(
    '/admin/payments/withdrawals',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals by status (default: waiting for approval)',
        security: [{ bearer: [] }],
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: adminWithdrawalsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      withdrawals: (await payments.withdrawals(request.query.status)).map(
        (payment) => adminView(payment).withdrawal,
      ),
    }),
  );
  app.post(
    '/admin/payments/withdrawals/:id/approve',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a withdrawal: sent to its provider, completed by its callback',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        response: { 200: adminWithdrawalResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await payments.findForAdmin(request.params.id);
      return adminView(await payments.approve(request.params.id));
    },
  );
  app.post(
    '/admin/payments/withdrawals/:id/reject',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a withdrawal: the hold goes back to the player',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        body: adminRejectBodySchema,
        response: { 200: adminWithdrawalResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await payments.findForAdmin(request.params.id);
      return adminView(await payments.reject(request.params.id, request.body.reason));
    },
  );
  app.post(
    '/admin/payments/reviews/:userId/clear',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: "Close a player's source-of-funds review: withdrawals are allowed again",
        security: [{ bearer: [] }],
        params: adminReviewParamsSchema,
        response: { 200: adminReviewResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      cleared: await payments.clearReviews(request.params.userId),
    }),
  );
};
