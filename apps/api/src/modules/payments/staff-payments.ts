import {
  ErrorCode,
  type AdminPayment,
  type AdminWithdrawalItem,
  type PaymentState,
} from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  needsSecondPerson,
  WITHDRAWAL_ACTION,
  type AuditService,
  type StaffActor,
  type WithdrawalThresholds,
} from '../audit/index.js';
import { InsufficientFunds } from '../wallet/index.js';
import type { ApplyEvent } from './apply-event.js';
import { paymentNotFound, stateConflict } from './payment-errors.js';
import type { Payment, PaymentsRepository } from './payments.repository.js';
import type { Reconciling } from './reconcile.js';
import {
  staffPaymentsQueries as queries,
  type PaymentSearch,
} from './staff-payments.repository.js';

/** Who acts and from where: every staff call passes it, every audit row keeps it. */
export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

/** A payment as the staff's calls answer it. */
export function adminPaymentOf(payment: Payment): AdminPayment {
  return {
    id: payment.id,
    userId: payment.userId,
    kind: payment.type === 'deposit' ? 'deposit' : 'withdrawal',
    status: payment.status,
    provider: payment.provider,
    methodCode: payment.methodCode,
    amount: payment.amount.toString(),
    currencyCode: payment.currencyCode,
    providerReference: payment.providerReference,
    reason: payment.reason,
    hold:
      payment.heldAt === null
        ? null
        : { at: payment.heldAt.toISOString(), reason: payment.holdReason ?? '' },
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a withdrawal before and after a staff action. */
const snapshot = (payment: Payment) => ({
  status: payment.status,
  amount: payment.amount,
  currency: payment.currencyCode,
  userId: payment.userId,
  held: payment.heldAt !== null,
});

const target = (id: string) => ({ type: 'payment', id });
const staffCause = (actor: StaffActor, what: string) =>
  `staff ${actor.staffId} (${actor.role}): ${what}`;

const withdrawalHeld = () =>
  new AppError(
    409,
    ErrorCode.StaffWithdrawalHeld,
    'The withdrawal is on hold: release it before approving it.',
  );

/** Delay before the send of a withdrawal approved by a second person is tried (see `execute`). */
const SEND_AFTER_APPROVAL_MS = 300;

/**
 * The staff's payment calls (issue 20 "Payments"): each change runs in one transaction with its
 * audit row, through the same `applyIn` every other status change takes; reading a payment's
 * details (raw callbacks carry personal data) is audited as `payment.read`. Approving a
 * withdrawal above its currency's four-eyes amount queues an approval request instead; the
 * handler registered here (`registerApprovals`) pays it in the second person's transaction.
 */
export function createStaffPayments(deps: {
  sql: SqlRunner;
  repository: PaymentsRepository;
  applyEvent: ApplyEvent;
  reconciling: Reconciling;
  /** Sends an approved withdrawal to its provider (withdrawals.ts), after the commit. */
  send(payment: Payment): Promise<Payment>;
  audit: AuditService;
  thresholds?: WithdrawalThresholds;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { sql, repository, applyEvent, audit } = deps;
  const applyIn = applyEvent.applyIn;

  async function lockWithdrawal(tx: SqlSession, id: string): Promise<Payment> {
    const payment = await repository.lock(tx, id);
    if (!payment) throw paymentNotFound();
    if (payment.type !== 'withdraw') throw stateConflict(payment.status, 'not a withdrawal');
    return payment;
  }

  const fourEyes = (payment: Payment) =>
    needsSecondPerson(WITHDRAWAL_ACTION, payment.amount, payment.currencyCode, deps.thresholds);

  /** The ids of withdrawals waiting for a second person's approval. */
  async function awaitingApproval(): Promise<Set<string>> {
    const pending = await audit.pending(1000);
    return new Set(
      pending
        .filter((request) => request.action === WITHDRAWAL_ACTION)
        .map((request) => request.targetId),
    );
  }

  /**
   * Approves a waiting withdrawal in `tx` (the approve event of the state machine): refused when
   * held or no longer waiting. The send to the provider happens after the commit.
   */
  async function approveIn(tx: SqlSession, id: string, cause: string, nextPollAt?: Date) {
    const payment = await lockWithdrawal(tx, id);
    if (payment.heldAt !== null) throw withdrawalHeld();
    const result = await applyIn(tx, id, { kind: 'approve' }, { cause, nextPollAt });
    if (!result.applied) throw stateConflict(result.payment.status, result.reason);
    return { before: payment, after: result.payment };
  }

  /** Sends a withdrawal approved in a transaction that may not have committed yet. */
  function sendWhenCommitted(id: string) {
    const timer = setTimeout(() => {
      void (async () => {
        const payment = await repository.find(id);
        // Not committed yet (or rolled back): the poller sends it once it is due.
        if (payment?.status === 'pending' && !payment.providerReference) await deps.send(payment);
      })().catch((error: unknown) =>
        deps.log?.warn({ err: error, paymentId: id }, 'send after approval failed'),
      );
    }, SEND_AFTER_APPROVAL_MS);
    timer.unref();
  }

  return {
    /** Registers the four-eyes approval of large withdrawals with the audit service (at start). */
    registerApprovals() {
      audit.handle(WITHDRAWAL_ACTION, {
        permission: 'withdrawals.approve',
        async execute(tx, payload, request) {
          const id = String((payload as { paymentId?: unknown }).paymentId ?? request.targetId);
          // Due at once: the poller sends it if the send below finds the approval uncommitted.
          const { before, after } = await approveIn(
            tx,
            id,
            `approval request ${request.id} (second person)`,
            new Date(),
          );
          sendWhenCommitted(id);
          return { before: snapshot(before), after: snapshot(after) };
        },
      });
    },

    async queue(status: PaymentState): Promise<AdminWithdrawalItem[]> {
      const [rows, awaiting] = await Promise.all([queries.queue(sql, status), awaitingApproval()]);
      return rows.map((row) => ({
        ...adminPaymentOf(row),
        flags: {
          accountReview: row.accountReview,
          needsSecondPerson: fourEyes(row),
          approvalPending: awaiting.has(row.id),
        },
      }));
    },

    async approve(id: string, context: StaffContext, reason: string | null) {
      const awaiting = await awaitingApproval();
      const outcome = await sql.transaction(async (tx) => {
        const payment = await lockWithdrawal(tx, id);
        if (fourEyes(payment)) {
          if (payment.status !== 'request') throw stateConflict(payment.status);
          if (payment.heldAt !== null) throw withdrawalHeld();
          if (awaiting.has(id))
            throw new AppError(
              409,
              ErrorCode.StaffApprovalPending,
              'This withdrawal already waits for a second approval.',
            );
          const request = await audit.request(tx, {
            actor: context.actor,
            action: WITHDRAWAL_ACTION,
            target: target(id),
            payload: { paymentId: id },
            amount: { minor: payment.amount, currency: payment.currencyCode },
            reason,
            address: context.address,
          });
          return { queued: request.id, payment };
        }
        const { before, after } = await approveIn(tx, id, staffCause(context.actor, 'approve'));
        await audit.record(tx, {
          actor: context.actor,
          action: WITHDRAWAL_ACTION,
          target: target(id),
          before: snapshot(before),
          after: snapshot(after),
          reason,
          address: context.address,
        });
        return { queued: null, payment: after };
      });
      if (outcome.queued !== null) {
        return {
          outcome: 'sent_for_approval' as const,
          withdrawal: outcome.payment,
          approvalRequestId: outcome.queued,
        };
      }
      return {
        outcome: 'approved' as const,
        withdrawal: await deps.send(outcome.payment),
        approvalRequestId: null,
      };
    },

    reject: (id: string, context: StaffContext, reason: string) =>
      sql.transaction(async (tx) => {
        const before = await lockWithdrawal(tx, id);
        const result = await applyIn(
          tx,
          id,
          { kind: 'reject' },
          { reason, cause: staffCause(context.actor, `reject: ${reason}`) },
        );
        if (!result.applied) throw stateConflict(result.payment.status, result.reason);
        await audit.record(tx, {
          actor: context.actor,
          action: 'withdrawal.reject',
          target: target(id),
          before: snapshot(before),
          after: snapshot(result.payment),
          reason,
          address: context.address,
        });
        return result.payment;
      }),

    /** Holds (`hold: true`) or releases a waiting withdrawal; a repeat is a 409. */
    setHold: (id: string, hold: boolean, context: StaffContext, reason: string) =>
      sql.transaction(async (tx) => {
        const before = await lockWithdrawal(tx, id);
        if (before.status !== 'request') throw stateConflict(before.status, 'not waiting');
        if (hold === (before.heldAt !== null))
          throw new AppError(
            409,
            hold ? ErrorCode.StaffWithdrawalHeld : ErrorCode.PaymentStateConflict,
            hold ? 'The withdrawal is on hold already.' : 'The withdrawal is not on hold.',
          );
        const after = await repository.update(tx, id, {
          hold: hold ? { at: new Date(), reason } : null,
        });
        await queries.addEvent(
          tx,
          id,
          after.status,
          staffCause(context.actor, `${hold ? 'hold' : 'release'}: ${reason}`),
        );
        await audit.record(tx, {
          actor: context.actor,
          action: hold ? 'withdrawal.hold' : 'withdrawal.release',
          target: target(id),
          before: snapshot(before),
          after: snapshot(after),
          reason,
          address: context.address,
        });
        return after;
      }),

    clearReviews: (userId: number, context: StaffContext, reason: string) =>
      sql.transaction(async (tx) => {
        const cleared = await queries.clearReviews(tx, userId);
        await audit.record(tx, {
          actor: context.actor,
          action: 'payment_review.clear',
          target: { type: 'player', id: userId },
          after: { cleared },
          reason,
          address: context.address,
        });
        return cleared;
      }),

    search: (filter: PaymentSearch) => queries.search(sql, filter),

    /** One payment with its timeline and callbacks, audited as `payment.read`. */
    detail: (id: string, context: StaffContext) =>
      sql.transaction(async (tx) => {
        const payment = await repository.find(id, tx);
        if (!payment) throw paymentNotFound();
        const timeline = await queries.events(tx, id);
        const callbacks = await queries.callbacks(tx, id);
        await audit.record(tx, {
          actor: context.actor,
          action: 'payment.read',
          target: target(id),
          address: context.address,
        });
        return { payment, timeline, callbacks };
      }),

    /**
     * Asks the provider's status call about an open payment and applies a final answer through
     * the state machine, in the transaction of the audit row `payment.reconcile`. An approved
     * withdrawal the provider never received is sent. Answers the status before and after.
     */
    async reconcile(id: string, context: StaffContext) {
      const payment = await repository.find(id);
      if (!payment) throw paymentNotFound();
      const audited = (after: Payment, answer: string, tx?: SqlSession) => {
        const write = (session: SqlSession) =>
          audit.record(session, {
            actor: context.actor,
            action: 'payment.reconcile',
            target: target(id),
            before: { status: payment.status },
            after: { status: after.status, answer },
            address: context.address,
          });
        return tx ? write(tx) : sql.transaction(write);
      };
      const answerOf = (after: Payment, answer: string) => ({
        before: payment.status,
        payment: after,
        changed: after.status !== payment.status,
        answer,
      });
      const open =
        payment.type === 'deposit'
          ? payment.status === 'created' || payment.status === 'pending'
          : payment.status === 'pending';
      if (!open) throw stateConflict(payment.status, 'nothing to reconcile');
      if (payment.type === 'withdraw' && !payment.providerReference) {
        await audited(payment, 'not sent yet: sent now');
        const sent = await deps.send(payment);
        return answerOf(sent, sent.providerReference ? 'sent to the provider' : 'send failed');
      }
      const answer = await deps.reconciling.askProvider(payment);
      if (!answer || answer.status === 'pending') {
        const said = answer ? 'the provider says pending' : 'the provider gave no answer';
        await audited(payment, said);
        return answerOf(payment, said);
      }
      if (answer.amount === null || answer.currency === null) {
        const said = `the provider says ${answer.status} without an amount or currency`;
        await audited(payment, said);
        return answerOf(payment, said);
      }
      const { amount, currency } = answer;
      const cause = staffCause(context.actor, `reconcile: ${answer.status}`);
      const event = { kind: 'provider' as const, status: answer.status };
      const options = { reference: answer.reference, expect: { amount, currency }, cause };
      try {
        const done = await sql.transaction(async (tx) => {
          const result = await applyIn(tx, id, event, options);
          const said = result.applied
            ? `the provider says ${answer.status}`
            : `the provider says ${answer.status}: ${result.reason ?? 'not applied'}`;
          await audited(result.payment, said, tx);
          return { result, said };
        });
        await applyEvent.afterCommit(done.result);
        return answerOf(done.result.payment, done.said);
      } catch (error) {
        if (!(error instanceof InsufficientFunds)) throw error;
        // The balance cannot cover what the provider says: the normal path opens a review.
        const result = await applyEvent(id, event, options);
        const said = `the provider says ${answer.status}: ${result.reason ?? 'not applied'}`;
        await audited(result.payment, said);
        return answerOf(result.payment, said);
      }
    },
  };
}

export type StaffPayments = ReturnType<typeof createStaffPayments>;
