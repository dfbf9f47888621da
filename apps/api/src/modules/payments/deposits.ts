import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type CurrencyCode,
  type DepositBody,
  type DepositResponse,
  type TestPaymentBody,
} from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { ProviderError } from './adapters/flows.js';
import type { ApplyEvent } from './apply-event.js';
import { failed, methodUnknown, paymentNotFound, stateConflict } from './payment-errors.js';
import {
  checkAmount,
  fieldsOf,
  newPayment,
  type PaymentMethods,
  type ResolvedMethod,
} from './payment-methods.js';
import type { PaymentProviderRegistry } from './payment-provider.js';
import { viewOf } from './payment-view.js';
import { ownPayment, type Payer } from './payer.js';
import { POLL_FIRST_AFTER_MS } from './payments.poller.js';
import type { PaymentsRepository } from './payments.repository.js';
import { depositReturnUrl } from './return-url.js';

/**
 * Starting a deposit: the payment is stored, then opened at the provider, whose answer tells the
 * player what comes next. The money comes later, with the provider's success (apply-event.ts).
 */
export function createDeposits(deps: {
  repository: PaymentsRepository;
  providers: PaymentProviderRegistry;
  methods: PaymentMethods;
  applyEvent: ApplyEvent;
  publicUrl: string;
  /** The site's own origins: where a provider's page may send the player back. */
  siteOrigins: readonly string[];
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { repository, providers, methods, applyEvent } = deps;

  async function start(
    payer: Payer,
    method: ResolvedMethod,
    body: DepositBody,
    test: Omit<TestPaymentBody, 'amount'> | undefined,
    origin: string | undefined,
  ): Promise<DepositResponse> {
    const { provider, row, flow, banks } = method;
    checkAmount(row, 'DEPOSIT', body.amount);
    const fields = fieldsOf(row, 'DEPOSIT', body, banks);
    const record = newPayment(payer, {
      id: randomUUID(),
      type: 'deposit',
      method,
      amount: body.amount,
      fields,
      test: test ?? null,
      status: 'created',
      nextPollAt: new Date(Date.now() + POLL_FIRST_AFTER_MS),
    });
    await repository.transaction((tx) => repository.insert(tx, record));
    let result;
    try {
      result = await provider.createDeposit({
        paymentId: record.id,
        methodCode: row.code,
        flow,
        amount: record.amount,
        currency: record.currencyCode,
        fields,
        returnUrl: depositReturnUrl(record.id, origin, deps),
        ...(banks ? { banks } : {}),
        ...(test ? { test } : {}),
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log?.warn({ err: error, paymentId: record.id }, 'deposit refused by the provider');
      await applyEvent(
        record.id,
        { kind: 'provider', status: 'failed' },
        { reason: error.message },
      );
      throw failed();
    }
    const { reference, ...shown } = result;
    const applied = await applyEvent(
      record.id,
      { kind: 'provider', status: 'pending' },
      { reference },
    );
    return { statusCode: 200, payment: viewOf(applied.payment), ...shown };
  }

  return {
    /**
     * A deposit through a provider's method (the test provider only through `test`); `origin`
     * is the site the player came from (the request's Origin header), where they return to.
     */
    async deposit(
      payer: Payer,
      providerId: string,
      method: string | undefined,
      body: DepositBody,
      origin?: string,
    ) {
      const resolved = await methods.resolve(
        providerId,
        method ?? body.method,
        payer.currencyCode as CurrencyCode,
        'DEPOSIT',
      );
      if (resolved.provider.id === 'test') throw methodUnknown();
      return start(payer, resolved, body, undefined, origin);
    },

    /** The transaction id the player paid with (transaction flows); single use per provider. */
    async activate(payer: Payer, providerId: string, paymentId: string, transactionId: string) {
      const payment = await ownPayment(repository, payer, paymentId);
      if (payment.type !== 'deposit' || payment.provider !== providerId) throw paymentNotFound();
      const answer = {
        statusCode: 200 as const,
        payment: viewOf(payment),
        flow: 'transaction' as const,
        transactionId,
      };
      if (payment.transactionId === transactionId) return answer;
      if (payment.transactionId || (payment.status !== 'created' && payment.status !== 'pending')) {
        throw stateConflict(payment.status);
      }
      try {
        await repository.transaction((tx) => repository.update(tx, payment.id, { transactionId }));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(
            409,
            ErrorCode.TransactionAlreadyActivated,
            'This transaction id was already used.',
          );
        }
        throw error;
      }
      try {
        await providers.get(providerId)!.confirmTransaction({
          paymentId: payment.id,
          reference: payment.providerReference ?? '',
          transactionId,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw failed();
      }
      return answer;
    },

    /** A test deposit through the test provider, with the sandbox options of spec core §3. */
    async test(payer: Payer, body: TestPaymentBody, origin?: string) {
      const { amount, ...test } = body;
      const resolved = await methods.resolve(
        'test',
        'test',
        payer.currencyCode as CurrencyCode,
        'DEPOSIT',
      );
      return start(payer, resolved, { amount }, test, origin);
    },
  };
}
