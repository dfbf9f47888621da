import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  adminApproveWithdrawalCall,
  adminClearReviewCall,
  adminHoldWithdrawalCall,
  adminPaymentCall,
  adminPaymentsCall,
  adminReconcilePaymentCall,
  adminRejectWithdrawalCall,
  adminReleaseWithdrawalCall,
  adminWithdrawalQueueCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { staffRoute } from '../staff/index.js';
import { adminPaymentOf, type StaffContext, type StaffPayments } from './staff-payments.js';

const contextOf = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

const privateCache = 'private, no-store';

/**
 * The staff's payment calls (issue 20 "Payments"; README.md in this folder): the withdrawal
 * queue and its actions, the search, a payment's details and a manual reconcile. Each declares
 * its permission with `staffRoute` (401 STAFF.UNAUTHENTICATED, 403 STAFF.FORBIDDEN there).
 */
export const staffPaymentsRoutes: FastifyPluginAsyncZod<{ staff: StaffPayments }> = async (
  app,
  { staff },
) => {
  staffRoute(app, adminWithdrawalQueueCall, 'payments.read', async (request, reply) => {
    reply.header('cache-control', privateCache);
    return { statusCode: 200 as const, withdrawals: await staff.queue(request.query.status) };
  });

  staffRoute(app, adminApproveWithdrawalCall, 'withdrawals.approve', async (request) => {
    const reason = request.body.reason?.trim() || null;
    const result = await staff.approve(request.params.id, contextOf(request), reason);
    return {
      statusCode: 200 as const,
      outcome: result.outcome,
      withdrawal: adminPaymentOf(result.withdrawal),
      approvalRequestId: result.approvalRequestId,
    };
  });

  staffRoute(app, adminRejectWithdrawalCall, 'withdrawals.approve', async (request) => ({
    statusCode: 200 as const,
    withdrawal: adminPaymentOf(
      await staff.reject(request.params.id, contextOf(request), request.body.reason.trim()),
    ),
  }));

  staffRoute(app, adminHoldWithdrawalCall, 'withdrawals.hold', async (request) => ({
    statusCode: 200 as const,
    withdrawal: adminPaymentOf(
      await staff.setHold(request.params.id, true, contextOf(request), request.body.reason.trim()),
    ),
  }));

  staffRoute(app, adminReleaseWithdrawalCall, 'withdrawals.hold', async (request) => ({
    statusCode: 200 as const,
    withdrawal: adminPaymentOf(
      await staff.setHold(request.params.id, false, contextOf(request), request.body.reason.trim()),
    ),
  }));

  staffRoute(app, adminClearReviewCall, 'withdrawals.hold', async (request) => ({
    statusCode: 200 as const,
    cleared: await staff.clearReviews(
      request.params.userId,
      contextOf(request),
      request.body.reason.trim(),
    ),
  }));

  staffRoute(app, adminPaymentsCall, 'payments.read', async (request, reply) => {
    reply.header('cache-control', privateCache);
    const query = request.query;
    const minAmount = query.minAmount === undefined ? undefined : BigInt(query.minAmount);
    const maxAmount = query.maxAmount === undefined ? undefined : BigInt(query.maxAmount);
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount)
      throw AppError.badRequest('minAmount is above maxAmount.');
    if (query.from && query.to && query.from > query.to)
      throw AppError.badRequest('from is after to.');
    const limit = query.limit ?? ADMIN_PAYMENTS_PAGE_SIZE;
    const [micros, id] = query.cursor?.split('_') ?? [];
    const rows = await staff.search({
      status: query.status,
      type:
        query.kind === undefined ? undefined : query.kind === 'deposit' ? 'deposit' : 'withdraw',
      provider: query.provider,
      method: query.method,
      currency: query.currency,
      minAmount,
      maxAmount,
      from: query.from,
      to: query.to,
      userId: query.userId,
      after: micros && id ? { micros: BigInt(micros), id } : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      statusCode: 200 as const,
      items: page.map(adminPaymentOf),
      nextCursor: rows.length > limit ? page[page.length - 1]!.cursor : null,
    };
  });

  staffRoute(app, adminPaymentCall, 'payments.read', async (request, reply) => {
    reply.header('cache-control', privateCache);
    const { payment, timeline, callbacks } = await staff.detail(
      request.params.id,
      contextOf(request),
    );
    return {
      statusCode: 200 as const,
      payment: adminPaymentOf(payment),
      details: payment.details,
      timeline: timeline.map((event) => ({ ...event, at: event.at.toISOString() })),
      callbacks: callbacks.map((callback) => ({
        ...callback,
        receivedAt: callback.receivedAt.toISOString(),
      })),
    };
  });

  staffRoute(app, adminReconcilePaymentCall, 'payments.reconcile', async (request) => {
    const result = await staff.reconcile(request.params.id, contextOf(request));
    return {
      statusCode: 200 as const,
      before: result.before,
      payment: adminPaymentOf(result.payment),
      changed: result.changed,
      answer: result.answer,
    };
  });
};
