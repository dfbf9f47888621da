import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type CurrencyCode,
  type DepositBody,
  type TestPaymentBody,
} from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Ledger } from '../wallet/index.js';
import { holdKey, type ApplyEvent } from './apply-event.js';
import { methodUnknown, stateConflict } from './payment-errors.js';
import { checkAmount, fieldsOf, newPayment, type PaymentMethods } from './payment-methods.js';
import type { PaymentFields, PaymentProviderRegistry } from './payment-provider.js';
import { ownPayment, type Payer } from './payer.js';
import { POLL_BACKOFF_MS, POLL_FIRST_AFTER_MS } from './payments.poller.js';
import type { Payment, PaymentsRepository } from './payments.repository.js';

/**
 * Why bonuses refuse a withdrawal (engagement §5), or null: a bonus is active (the site shows
 * the active-bonus popup), or the operator's turnover rule is not met (real-money stakes since
 * registration below deposits). The bonuses module provides it; without it nothing blocks.
 */
export interface WithdrawalBonusGuard {
  blocksWithdrawal(
    userId: number,
    currency: CurrencyCode,
  ): Promise<null | 'active_bonus' | 'turnover'>;
}
export const noActiveBonuses: WithdrawalBonusGuard = { blocksWithdrawal: async () => null };

/**
 * A withdrawal's life on the casino's side: requested (the amount held), approved and sent to
 * the provider, or cancelled by the player or rejected by an operator before that (the hold
 * released). The provider's answer ends it (apply-event.ts, table in README.md).
 */
export function createWithdrawals(deps: {
  repository: PaymentsRepository;
  ledger: Ledger;
  providers: PaymentProviderRegistry;
  methods: PaymentMethods;
  applyEvent: ApplyEvent;
  bonuses?: WithdrawalBonusGuard;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { repository, ledger, providers, methods, applyEvent } = deps;
  const bonuses = deps.bonuses ?? noActiveBonuses;

  async function request(
    payer: Payer,
    providerId: string,
    method: string | undefined,
    body: DepositBody,
    test?: Omit<TestPaymentBody, 'amount'>,
  ): Promise<Payment> {
    const currency = payer.currencyCode as CurrencyCode;
    const resolved = await methods.resolve(providerId, method ?? body.method, currency, 'WITHDRAW');
    const { provider, row, banks } = resolved;
    if (provider.id === 'test' && !test) throw methodUnknown();
    const bonusBlock = await bonuses.blocksWithdrawal(payer.id, currency);
    if (bonusBlock === 'active_bonus') {
      throw new AppError(
        409,
        ErrorCode.WithdrawBlockedByBonus,
        'You cannot withdraw funds while a bonus is active.',
      );
    }
    if (bonusBlock === 'turnover') {
      throw new AppError(
        409,
        ErrorCode.WithdrawTurnoverNotMet,
        'Your stakes since registration are below your deposits: play them through to withdraw.',
      );
    }
    // An AML hold by staff and an open source-of-funds review stop a withdrawal alike.
    if (payer.amlHold || (await repository.hasOpenReview(payer.id))) {
      throw new AppError(
        423,
        ErrorCode.PaymentAccountOnHold,
        'The account is on hold for a review of the source of funds.',
      );
    }
    if (!(await repository.hasDepositedWith(payer.id, row.code))) {
      throw new AppError(
        409,
        ErrorCode.WithdrawMethodNotDeposited,
        'Withdrawals go only to a method you deposited with.',
      );
    }
    checkAmount(row, 'WITHDRAW', body.amount);
    const record = newPayment(payer, {
      id: randomUUID(),
      type: 'withdraw',
      method: resolved,
      amount: body.amount,
      fields: fieldsOf(row, 'WITHDRAW', body, banks),
      test: test ?? null,
      status: 'request',
      nextPollAt: null,
    });
    await repository.transaction(async (tx) => {
      await repository.insert(tx, record);
      // Refused above the real balance: the whole request rolls back (409 WALLET.INSUFFICIENT_FUNDS).
      const hold = await ledger.hold(
        {
          key: holdKey(record.id),
          userId: payer.id,
          currency,
          amount: record.amount,
          metadata: { paymentId: record.id, method: row.code },
        },
        { tx },
      );
      await repository.update(tx, record.id, { ledgerTransactionId: hold.transactionId });
    });
    return (await repository.find(record.id))!;
  }

  /** Sends an approved withdrawal to its provider; a failure is retried by the poller. */
  async function send(payment: Payment): Promise<Payment> {
    const provider = providers.get(payment.provider);
    if (!provider) return payment;
    try {
      const result = await provider.createWithdrawal({
        paymentId: payment.id,
        methodCode: payment.methodCode,
        amount: payment.amount,
        currency: payment.currencyCode,
        fields: payment.details as PaymentFields,
        ...(payment.test ? { test: payment.test as Omit<TestPaymentBody, 'amount'> } : {}),
      });
      await repository.transaction((tx) =>
        repository.update(tx, payment.id, {
          providerReference: result.reference,
          nextPollAt: new Date(Date.now() + POLL_FIRST_AFTER_MS),
        }),
      );
      if (result.status !== 'pending') {
        return (
          await applyEvent(
            payment.id,
            { kind: 'provider', status: result.status },
            { cause: `payout answer: ${result.status}` },
          )
        ).payment;
      }
    } catch (error) {
      deps.log?.warn({ err: error, paymentId: payment.id }, 'payout not sent; the poller retries');
      await repository.transaction((tx) =>
        repository.update(tx, payment.id, { nextPollAt: new Date(Date.now() + POLL_BACKOFF_MS) }),
      );
    }
    return (await repository.find(payment.id))!;
  }

  /** A test withdrawal's approval: it goes to its provider (a repeat answers it as is). */
  async function approve(id: string): Promise<Payment> {
    const result = await applyEvent(id, { kind: 'approve' });
    if (!result.applied) {
      if (result.payment.status === 'pending' || result.payment.status === 'completed') {
        return result.payment;
      }
      throw stateConflict(result.payment.status, result.reason);
    }
    return send(result.payment);
  }

  return {
    request,
    send,
    approve,

    /** The player's cancel, only before approval (else 409 PAYMENT.STATE_CONFLICT). */
    async cancel(payer: Payer, id: string): Promise<Payment> {
      const payment = await ownPayment(repository, payer, id);
      if (payment.type !== 'withdraw') throw stateConflict(payment.status);
      const result = await applyEvent(id, { kind: 'cancel' }, { cause: 'cancel by the player' });
      if (!result.applied && result.payment.status !== 'canceled')
        throw stateConflict(result.payment.status, result.reason);
      return result.payment;
    },

    /**
     * A rejection without a staff member (the demo seed's rejected withdrawals), only before
     * approval (else 409 PAYMENT.STATE_CONFLICT); staff reject through staff-payments.ts.
     */
    async reject(id: string, reason: string): Promise<Payment> {
      const result = await applyEvent(id, { kind: 'reject' }, { reason });
      if (!result.applied && result.payment.status !== 'rejected')
        throw stateConflict(result.payment.status, result.reason);
      return result.payment;
    },

    /** A test withdrawal: requested, approved at once, then played out by the sandbox. */
    async test(payer: Payer, body: TestPaymentBody): Promise<Payment> {
      const { amount, ...test } = body;
      const payment = await request(payer, 'test', 'test', { amount }, test);
      return approve(payment.id);
    },
  };
}
