import { AML_SOURCE_OF_FUNDS_THRESHOLD, type CurrencyCode } from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlSession } from '../../db/client.js';
import { InsufficientFunds, type Ledger } from '../wallet/index.js';
import { paymentNotFound } from './payment-errors.js';
import {
  failureOrdinal,
  transition,
  type PaymentEffect,
  type PaymentEvent,
} from './payment-state.js';
import type { Payment, PaymentChanges, PaymentsRepository } from './payments.repository.js';

/**
 * A deposit credited, handed to the bonus rules in the credit's transaction (welcome and chosen
 * deposit bonuses): a callback replayed credits nothing, so it grants nothing.
 */
export type DepositCreditedHook = (
  tx: SqlSession,
  deposit: {
    userId: number;
    currency: CurrencyCode;
    amount: bigint;
    paymentId: string;
    firstDeposit: boolean;
  },
) => Promise<void>;

/**
 * A payment whose status an event moved, handed in the event's transaction to the modules that
 * tell the player (issue 22: the realtime payment event, the deposit notifications).
 * A failed deposit carries its `failureOrdinal` (first, second, rest: the notifications' steps).
 */
export type PaymentChangedHook = (
  tx: SqlSession,
  change: { payment: Payment; from: Payment['status']; firstDeposit: boolean },
) => Promise<void>;

/** The ledger key of a withdrawal's hold; its release and payout name it. */
export const holdKey = (paymentId: string) => `payment:${paymentId}:hold`;
/** The ledger key of a deposit's credit: posted once, however many callbacks say success. */
export const creditKey = (paymentId: string) => `payment:${paymentId}:credit`;

export interface EventOptions {
  reference?: string | null;
  reason?: string;
  /** What the provider says was paid: another amount or currency changes nothing. */
  expect?: { amount: bigint; currency: string };
  /** The stored callback bringing the event: marked applied in the same transaction. */
  callbackId?: number;
  /** What brought the event, for the payment's timeline (default: the callback or the event). */
  cause?: string;
  /** When the status poller should next look at the payment (an approval the poller sends). */
  nextPollAt?: Date;
}

/** The timeline's cause of an event when the caller names none. */
function causeOf(event: PaymentEvent, extra: EventOptions): string {
  if (extra.cause) return extra.cause;
  if (extra.callbackId !== undefined) return `callback ${extra.callbackId}`;
  return event.kind === 'provider' ? `provider: ${event.status}` : event.kind;
}

export interface EventResult {
  payment: Payment;
  applied: boolean;
  effects: PaymentEffect[];
  reason?: string;
  mismatch?: boolean;
  /** Not applied: the account was put on hold for an operator to sort it out. */
  review?: boolean;
}

/**
 * Where a payment's money moves: a deposit credited or reversed, a withdrawal's hold released or
 * paid out. Every event (a provider's callback or status answer, an approval, a cancel, a
 * rejection, an expiry) goes through `applyEvent`, which asks the state machine
 * (payment-state.ts) for the next status and its effects, and posts them on the ledger.
 */
export function createApplyEvent(deps: {
  repository: PaymentsRepository;
  ledger: Ledger;
  /** Sets the player's first-deposit flag (users module). */
  markFirstDeposit?(userId: number): Promise<unknown>;
  /** The bonuses a credited deposit brings, in its transaction (bonuses module). */
  onDepositCredited?: DepositCreditedHook;
  /** Who is told of a status change, in its transaction (realtime, notifications). */
  onPaymentChanged?: PaymentChangedHook;
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, ledger } = deps;

  /**
   * Takes a payment's amount from the player's real balance to the provider's clearing account
   * (a credited deposit the provider took back, or a payout made after the hold was released).
   */
  function debitToClearing(
    tx: SqlSession,
    payment: Payment,
    step: 'reversal' | 'late-payout',
    kind: 'correction' | 'withdrawal_payout',
    metadata: Record<string, unknown>,
  ) {
    return ledger.returnToProvider(
      {
        paymentId: payment.id,
        step,
        kind,
        userId: payment.userId,
        currency: payment.currencyCode,
        amount: payment.amount,
        provider: payment.provider,
        metadata,
      },
      { tx },
    );
  }

  /**
   * Applies one event to a payment in the caller's transaction: the payment row locked, the
   * status change, its timeline row and its money. Staff calls use it directly, to write their
   * audit row in the same transaction; everything else goes through `applyEvent`.
   */
  async function applyIn(
    tx: SqlSession,
    paymentId: string,
    event: PaymentEvent,
    extra: EventOptions = {},
  ): Promise<EventResult & { firstDeposit: boolean }> {
    // The payment row first, then (for a credit) the player's account: every path takes
    // them in this order, so concurrent callbacks of one payment queue instead of deadlocking.
    const payment = await repository.lock(tx, paymentId);
    if (!payment) throw paymentNotFound();
    const expect = extra.expect;
    if (expect && (expect.amount !== payment.amount || expect.currency !== payment.currencyCode)) {
      return {
        payment,
        applied: false,
        effects: [] as PaymentEffect[],
        reason: 'amount or currency differs',
        mismatch: true,
        firstDeposit: false,
      };
    }
    const next = transition(payment.type, payment.status, event);
    if ('ignored' in next) {
      if (extra.reference && !payment.providerReference) {
        await repository.update(tx, payment.id, { providerReference: extra.reference });
      }
      return {
        payment,
        applied: false,
        effects: [] as PaymentEffect[],
        reason: next.ignored,
        firstDeposit: false,
      };
    }
    const changes: PaymentChanges = {
      status: next.to,
      timeline: { from: payment.status, cause: causeOf(event, extra) },
    };
    if (extra.reference && !payment.providerReference) changes.providerReference = extra.reference;
    if (extra.reason !== undefined) changes.reason = extra.reason;
    const base = { userId: payment.userId, currency: payment.currencyCode };
    for (const effect of next.effects) {
      if (effect === 'credit') {
        // The bonus accounts too, in the one id order every path locks in: a deposit bonus is
        // credited in this transaction, and a spin holding them must not wait on it crosswise.
        const held = await ledger.lock(tx, {
          ...base,
          kinds: ['real', 'bonus_casino', 'bonus_sport'],
        });
        const posted = await ledger.deposit(
          {
            ...base,
            key: creditKey(payment.id),
            amount: payment.amount,
            provider: payment.provider,
            metadata: { paymentId: payment.id, method: payment.methodCode },
          },
          { tx, held },
        );
        changes.ledgerTransactionId = posted.transactionId;
      } else if (effect === 'reverseCredit') {
        await debitToClearing(tx, payment, 'reversal', 'correction', { reversal: true });
      } else if (effect === 'countFailure') {
        changes.failureOrdinal = failureOrdinal(await repository.countFailure(tx, payment.userId));
      } else if (effect === 'release') {
        await ledger.release({ holdKey: holdKey(payment.id) }, { tx });
      } else if (effect === 'payout') {
        await ledger.payout({ holdKey: holdKey(payment.id), provider: payment.provider }, { tx });
      } else if (effect === 'latePayout') {
        // The provider paid out after the hold went back to the player: the real balance
        // pays it (not covered: InsufficientFunds, and the account goes to review below).
        await debitToClearing(tx, payment, 'late-payout', 'withdrawal_payout', {
          afterRelease: true,
        });
      }
    }
    if (next.to !== 'created' && next.to !== 'pending') changes.nextPollAt = null;
    else if (extra.nextPollAt) changes.nextPollAt = extra.nextPollAt;
    const credits = next.effects.includes('credit');
    const counted = credits
      ? payment.amount
      : next.effects.includes('reverseCredit')
        ? -payment.amount
        : 0n;
    const { payment: updated, depositedBefore } = await repository.updateCounting(
      tx,
      payment.id,
      changes,
      counted === 0n
        ? null
        : { userId: payment.userId, currency: payment.currencyCode, amount: counted },
      extra.callbackId ?? null,
    );
    let firstDeposit = false;
    if (credits) {
      // Source-of-funds review once the player's deposits pass the threshold (engagement §9).
      const total = depositedBefore + payment.amount;
      const threshold = BigInt(AML_SOURCE_OF_FUNDS_THRESHOLD[payment.currencyCode]);
      if (total > threshold && total - payment.amount <= threshold) {
        await repository.openReview(tx, payment.userId, 'source_of_funds', payment.id);
      }
      // The same sum tells the first credited deposit (a player keeps one currency).
      firstDeposit = total === payment.amount;
      await deps.onDepositCredited?.(tx, {
        userId: payment.userId,
        currency: payment.currencyCode as CurrencyCode,
        amount: payment.amount,
        paymentId: payment.id,
        firstDeposit,
      });
    }
    await deps.onPaymentChanged?.(tx, { payment: updated, from: payment.status, firstDeposit });
    return { payment: updated, applied: true, effects: next.effects, firstDeposit };
  }

  /**
   * Applies one event to a payment: the status change and its money in one database transaction,
   * the payment row locked so that concurrent callbacks of one payment queue. An event the state
   * machine ignores changes nothing (a replayed or stale callback).
   */
  async function applyEvent(
    paymentId: string,
    event: PaymentEvent,
    extra: EventOptions = {},
  ): Promise<EventResult> {
    try {
      const result = await repository.transaction((tx) => applyIn(tx, paymentId, event, extra));
      await afterCommit(result);
      return result;
    } catch (error) {
      if (
        error instanceof InsufficientFunds &&
        event.kind === 'provider' &&
        (event.status === 'reversed' || event.status === 'success')
      ) {
        // The player already spent the money (a reversed deposit, or a payout the provider made
        // after the hold was released): nothing moves, the account waits for review.
        const payment = await repository.find(paymentId);
        if (payment) {
          const reason =
            payment.type === 'deposit' ? 'reversal_uncovered' : 'late_payout_uncovered';
          await repository.transaction((tx) =>
            repository.openReview(tx, payment.userId, reason, payment.id),
          );
          deps.log?.error({ paymentId, reason }, 'payment raised for review');
          return {
            payment,
            applied: false,
            effects: [],
            reason: reason.replaceAll('_', ' '),
            review: true,
          };
        }
      }
      throw error;
    }
  }

  /** What follows the commit of an `applyIn` result: the player's first-deposit flag. */
  async function afterCommit(result: { firstDeposit: boolean; payment: Payment }) {
    if (result.firstDeposit) await deps.markFirstDeposit?.(result.payment.userId);
  }

  return Object.assign(applyEvent, { applyIn, afterCommit });
}

export type ApplyEvent = ReturnType<typeof createApplyEvent>;
