import { createHash, randomUUID } from 'node:crypto';
import {
  AML_SOURCE_OF_FUNDS_THRESHOLD,
  ErrorCode,
  LEGACY_METHOD_CODES,
  PAYMENT_METHOD_CODES,
  type BankList,
  type CurrencyCode,
  type DepositBody,
  type DepositResponse,
  type Payment as PaymentView,
  type PaymentDirection,
  type PaymentField,
  type PaymentFlowKind,
  type PaymentFlowStatus,
  type PaymentMethod,
  type PaymentState,
  type TestPaymentBody,
} from '@jackdaw/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { InsufficientFunds, type Ledger, toMinor } from '../wallet/index.js';
import { banksOf, findBank } from './banks.data.js';
import { ProviderError } from './adapters/flows.js';
import { METHODS_BY_CODE } from './methods.data.js';
import {
  failureOrdinal,
  transition,
  type PaymentEffect,
  type PaymentEvent,
} from './payment-state.js';
import type {
  PaymentFields,
  PaymentProviderAdapter,
  PaymentProviderRegistry,
  ProviderEvent,
  ProviderStatusAnswer,
} from './payment-provider.js';
import type {
  MethodCurrencyRow,
  Payment,
  PaymentChanges,
  PaymentsRepository,
} from './payments.repository.js';

/**
 * Whether bonuses block a withdrawal (engagement §5: refused while a bonus is active). The bonus
 * module will provide the real check; until it exists nothing blocks.
 */
export interface WithdrawalBonusGuard {
  blocksWithdrawal(userId: number): Promise<boolean>;
}
export const noActiveBonuses: WithdrawalBonusGuard = { blocksWithdrawal: async () => false };

/** The signed-in player as the payments calls need them. */
export interface Payer {
  id: number;
  currencyCode: string;
  firstDeposit: boolean;
}

const POLL_FIRST_AFTER_MS = 60_000;
const POLL_BACKOFF_MS = 60_000;
/** A deposit the provider has not settled after this long is given up (failed). */
const DEPOSIT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const methodUnknown = () =>
  AppError.notFound(ErrorCode.PaymentMethodUnknown, 'This payment method is not offered.');
const paymentNotFound = () => AppError.notFound(ErrorCode.PaymentNotFound, 'No such payment.');
const stateConflict = (status: PaymentState, why?: string) =>
  new AppError(
    409,
    ErrorCode.PaymentStateConflict,
    `The payment is ${status}${why && !why.startsWith('already') ? `: ${why}` : ''}.`,
  );
const failed = (message = 'The payment provider could not take the payment.') =>
  new AppError(424, ErrorCode.PaymentFailed, message);

const holdKey = (id: string) => `payment:${id}:hold`;

/** What of an unauthenticated body is kept: enough to see what it was, not what it weighed. */
export const REFUSED_BODY_PREFIX = 2048;
const HEADER_VALUE_LIMIT = 512;
const HEADERS_KEPT = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text PostgreSQL can store: NUL written as `\u0000`, lone surrogates as U+FFFD. */
const storable = (text: string) =>
  text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\\u0000');

/**
 * A callback body as stored: whole when its signature holds (the provider signed it), else a
 * bounded prefix; with the digest and size of the whole either way, which still name the exact
 * bytes received.
 */
export function storedBody(rawBody: string, signed: boolean) {
  return {
    text: storable(signed ? rawBody : rawBody.slice(0, REFUSED_BODY_PREFIX)),
    sha256: createHash('sha256').update(rawBody).digest('hex'),
    length: Buffer.byteLength(rawBody),
  };
}

/** The provider's own headers (signatures) and the content type, bounded in number and size. */
function keptHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.startsWith('x-') || name === 'content-type')
      .slice(0, HEADERS_KEPT)
      .map(([name, value]) => [
        storable(name.slice(0, 64)),
        storable(
          (Array.isArray(value) ? value.join(', ') : (value ?? '')).slice(0, HEADER_VALUE_LIMIT),
        ),
      ]),
  );
}

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  ledger: Ledger;
  providers: PaymentProviderRegistry;
  publicUrl: string;
  bonuses?: WithdrawalBonusGuard;
  /** Sets the player's first-deposit flag (users module). */
  markFirstDeposit?(userId: number): Promise<unknown>;
  log?: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
}) {
  const { repository, ledger, providers } = deps;

  /**
   * Takes a payment's amount from the player's real balance to the provider's clearing account
   * (a credited deposit the provider took back, or a payout made after the hold was released).
   */
  function debitToClearing(
    tx: NonNullable<Parameters<Ledger['post']>[1]>['tx'],
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
  const bonuses = deps.bonuses ?? noActiveBonuses;

  function viewOf(payment: Payment): PaymentView {
    return {
      id: payment.id,
      type: payment.type,
      status: payment.status,
      methodCode: payment.methodCode,
      amount: toMinor(payment.amount),
      currencyCode: payment.currencyCode,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    };
  }

  const offers = (row: MethodCurrencyRow, direction: PaymentDirection) =>
    row.status === 'active' &&
    row.currencyStatus === 'active' &&
    (direction === 'DEPOSIT'
      ? row.depositSteps !== null && row.depositMin !== null && row.depositMax !== null
      : row.withdrawalSteps !== null && row.withdrawMin !== null && row.withdrawMax !== null);

  const flowOf = (provider: PaymentProviderAdapter, row: MethodCurrencyRow) =>
    provider.flowFor({ code: row.code, flow: row.flow as PaymentFlowKind }, row.currencyCode);

  function listed(row: MethodCurrencyRow): PaymentMethod | undefined {
    const provider = providers.get(row.provider);
    const flow = provider && flowOf(provider, row);
    if (!provider || !flow) return undefined;
    const logoUrl = `/static/payments/${row.logo}`;
    const minor = (value: bigint | null) => toMinor(value ?? 0n);
    const deposit = row.depositSteps !== null && row.depositMin !== null;
    const withdraw = row.withdrawalSteps !== null && row.withdrawMin !== null;
    return {
      code: row.code,
      alias: row.alias,
      status: 'active',
      flow,
      paymentSystem: { alias: row.systemAlias, paymentSystemAlias: provider.id },
      paymentMethodCurrencies: [
        {
          currencyCode: row.currencyCode,
          status: 'active',
          cashLimits: [
            ...(deposit
              ? [
                  {
                    transactionType: 'DEPOSIT' as const,
                    min: minor(row.depositMin),
                    max: minor(row.depositMax),
                  },
                ]
              : []),
            ...(withdraw
              ? [
                  {
                    transactionType: 'WITHDRAW' as const,
                    min: minor(row.withdrawMin),
                    max: minor(row.withdrawMax),
                  },
                ]
              : []),
          ],
          ...(deposit && {
            depositInfo: {
              logoUrl,
              displayName: row.displayName,
              steps: row.depositSteps as PaymentFlowStatus[],
              selectors: row.selectors ?? { min: 0, med: 0, max: 0 },
              defaultSum: minor(row.defaultSum),
            },
          }),
          ...(withdraw && {
            withdrawalInfo: {
              logoUrl,
              displayName: row.displayName,
              steps: row.withdrawalSteps as PaymentFlowStatus[],
            },
          }),
        },
      ],
    };
  }

  /** The method a path names, offered for the player's currency in that direction. */
  async function resolve(
    providerId: string,
    method: string | undefined,
    currency: CurrencyCode,
    direction: PaymentDirection,
  ) {
    const provider = providers.get(providerId);
    if (!provider) throw methodUnknown();
    let code: string;
    if (method === undefined) {
      const candidates = (await repository.methodsFor(currency)).filter(
        (row) => row.provider === providerId && offers(row, direction),
      );
      if (candidates.length !== 1) {
        if (candidates.length === 0) throw methodUnknown();
        throw AppError.badRequest('This provider has several methods: name one.');
      }
      code = candidates[0]!.code;
    } else if (method.startsWith('pm.')) {
      code = method;
    } else if (
      !(PAYMENT_METHOD_CODES as readonly string[]).includes(`pm.${providerId}.${method}`) &&
      Object.hasOwn(LEGACY_METHOD_CODES, method)
    ) {
      code = LEGACY_METHOD_CODES[method as keyof typeof LEGACY_METHOD_CODES];
    } else {
      code = `pm.${providerId}.${method}`;
    }
    if (!(PAYMENT_METHOD_CODES as readonly string[]).includes(code)) throw methodUnknown();
    const row = await repository.methodFor(code, currency);
    if (!row || row.provider !== providerId || !offers(row, direction)) throw methodUnknown();
    const flow = flowOf(provider, row);
    if (!flow) throw failed(`${provider.name} takes no ${currency} payments.`);
    return { provider, row, flow, banks: METHODS_BY_CODE.get(code)?.banks };
  }

  function checkAmount(row: MethodCurrencyRow, direction: PaymentDirection, amount: number) {
    const [min, max] =
      direction === 'DEPOSIT'
        ? [row.depositMin, row.depositMax]
        : [row.withdrawMin, row.withdrawMax];
    if (min === null || max === null) throw methodUnknown();
    const value = BigInt(amount);
    if (value < min || value > max) {
      throw new AppError(
        422,
        ErrorCode.PaymentLimit,
        `The amount must be between ${min} and ${max} (minor units).`,
      );
    }
  }

  function fieldsOf(
    row: MethodCurrencyRow,
    direction: PaymentDirection,
    body: DepositBody,
    banks: BankList | undefined,
  ): PaymentFields {
    const required = (
      direction === 'DEPOSIT' ? row.depositFields : row.withdrawalFields
    ) as PaymentField[];
    const missing = required.filter((name) => body[name] === undefined);
    if (missing.length > 0) {
      throw new AppError(400, ErrorCode.PaymentFieldRequired, `Required: ${missing.join(', ')}.`);
    }
    if (body.bank !== undefined && banks && !findBank(banks, body.bank)) {
      throw new AppError(400, ErrorCode.PaymentFieldRequired, 'Unknown or inactive bank.');
    }
    const fields: PaymentFields = {};
    for (const name of required) {
      const value = body[name];
      if (value !== undefined) fields[name] = value;
    }
    for (const name of ['bank', 'bkashType', 'paymentApp', 'phone', 'account'] as const) {
      const value = body[name];
      if (value !== undefined) fields[name] = value;
    }
    return fields;
  }

  /** Card numbers are kept as their last four digits only. */
  const stored = (fields: PaymentFields): Record<string, unknown> => {
    const copy: Record<string, unknown> = { ...fields };
    if (typeof copy.card === 'string') copy.card = `…${copy.card.slice(-4)}`;
    return copy;
  };

  /**
   * Applies one event to a payment: the status change and its money in one database transaction,
   * the payment row locked so that concurrent callbacks of one payment queue. An event the state
   * machine ignores changes nothing (a replayed or stale callback).
   */
  async function applyEvent(
    paymentId: string,
    event: PaymentEvent,
    extra: {
      reference?: string | null;
      reason?: string;
      /** What the provider says was paid: another amount or currency changes nothing. */
      expect?: { amount: bigint; currency: string };
      /** The stored callback bringing the event: marked applied in the same transaction. */
      callbackId?: number;
    } = {},
  ): Promise<{
    payment: Payment;
    applied: boolean;
    effects: PaymentEffect[];
    reason?: string;
    mismatch?: boolean;
    /** Not applied: the account was put on hold for an operator to sort it out. */
    review?: boolean;
  }> {
    try {
      const result = await repository.transaction(async (tx) => {
        // The payment row first, then (for a credit) the player's account: every path takes
        // them in this order, so concurrent callbacks of one payment queue instead of deadlocking.
        const payment = await repository.lock(tx, paymentId);
        if (!payment) throw paymentNotFound();
        const expect = extra.expect;
        if (
          expect &&
          (expect.amount !== payment.amount || expect.currency !== payment.currencyCode)
        ) {
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
        const changes: PaymentChanges = { status: next.to };
        if (extra.reference && !payment.providerReference)
          changes.providerReference = extra.reference;
        if (extra.reason !== undefined) changes.reason = extra.reason;
        const base = { userId: payment.userId, currency: payment.currencyCode };
        for (const effect of next.effects) {
          if (effect === 'credit') {
            const held = await ledger.lock(tx, { ...base, kinds: ['real'] });
            const posted = await ledger.deposit(
              {
                ...base,
                key: `payment:${payment.id}:credit`,
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
            changes.failureOrdinal = failureOrdinal(
              await repository.countFailure(tx, payment.userId),
            );
          } else if (effect === 'release') {
            await ledger.release({ holdKey: holdKey(payment.id) }, { tx });
          } else if (effect === 'payout') {
            await ledger.payout(
              { holdKey: holdKey(payment.id), provider: payment.provider },
              { tx },
            );
          } else if (effect === 'latePayout') {
            // The provider paid out after the hold went back to the player: the real balance
            // pays it (not covered: InsufficientFunds, and the account goes to review below).
            await debitToClearing(tx, payment, 'late-payout', 'withdrawal_payout', {
              afterRelease: true,
            });
          }
        }
        if (next.to !== 'created' && next.to !== 'pending') changes.nextPollAt = null;
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
        }
        return { payment: updated, applied: true, effects: next.effects, firstDeposit };
      });
      if (result.firstDeposit) await deps.markFirstDeposit?.(result.payment.userId);
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

  async function createPayment(
    payer: Payer,
    input: {
      type: 'deposit' | 'withdraw';
      provider: PaymentProviderAdapter;
      row: MethodCurrencyRow;
      amount: number;
      fields: PaymentFields;
      test: Record<string, unknown> | null;
    },
  ): Promise<Payment> {
    const id = randomUUID();
    const currency = payer.currencyCode as CurrencyCode;
    await repository.transaction(async (tx) => {
      await repository.insert(tx, {
        id,
        userId: payer.id,
        type: input.type,
        provider: input.provider.id,
        methodCode: input.row.code,
        methodName: input.row.displayName,
        methodLogo: `/static/payments/${input.row.logo}`,
        systemAlias: input.row.systemAlias,
        currencyCode: currency,
        amount: BigInt(input.amount),
        status: input.type === 'deposit' ? 'created' : 'request',
        details: stored(input.fields),
        test: input.test,
        nextPollAt: input.type === 'deposit' ? new Date(Date.now() + POLL_FIRST_AFTER_MS) : null,
      });
      if (input.type === 'withdraw') {
        // Refused above the real balance: the whole request rolls back (409 WALLET.INSUFFICIENT_FUNDS).
        const hold = await ledger.hold(
          {
            key: holdKey(id),
            userId: payer.id,
            currency,
            amount: BigInt(input.amount),
            metadata: { paymentId: id, method: input.row.code },
          },
          { tx },
        );
        await repository.update(tx, id, { ledgerTransactionId: hold.transactionId });
      }
    });
    return (await repository.find(id))!;
  }

  async function startDeposit(
    payer: Payer,
    resolved: Awaited<ReturnType<typeof resolve>>,
    body: DepositBody,
    test?: Omit<TestPaymentBody, 'amount'>,
  ): Promise<DepositResponse> {
    const { provider, row, flow, banks } = resolved;
    checkAmount(row, 'DEPOSIT', body.amount);
    const fields = fieldsOf(row, 'DEPOSIT', body, banks);
    const payment = await createPayment(payer, {
      type: 'deposit',
      provider,
      row,
      amount: body.amount,
      fields,
      test: test ?? null,
    });
    let result;
    try {
      result = await provider.createDeposit({
        paymentId: payment.id,
        methodCode: row.code,
        flow,
        amount: payment.amount,
        currency: payment.currencyCode,
        fields,
        returnUrl: `${deps.publicUrl}/?popup=deposit-result&paymentId=${payment.id}`,
        ...(banks ? { banks } : {}),
        ...(test ? { test } : {}),
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log?.warn({ err: error, paymentId: payment.id }, 'deposit refused by the provider');
      await applyEvent(
        payment.id,
        { kind: 'provider', status: 'failed' },
        { reason: error.message },
      );
      throw failed();
    }
    const { reference, ...shown } = result;
    const applied = await applyEvent(
      payment.id,
      { kind: 'provider', status: 'pending' },
      { reference },
    );
    return { statusCode: 200, payment: viewOf(applied.payment), ...shown };
  }

  async function ownPayment(payer: Payer, id: string): Promise<Payment> {
    const payment = await repository.find(id);
    if (!payment || payment.userId !== payer.id) throw paymentNotFound();
    return payment;
  }

  /** Sends an approved withdrawal to its provider; a failure is retried by the poller. */
  async function sendWithdrawal(payment: Payment): Promise<Payment> {
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
        return (await applyEvent(payment.id, { kind: 'provider', status: result.status })).payment;
      }
    } catch (error) {
      deps.log?.warn({ err: error, paymentId: payment.id }, 'payout not sent; the poller retries');
      await repository.transaction((tx) =>
        repository.update(tx, payment.id, { nextPollAt: new Date(Date.now() + POLL_BACKOFF_MS) }),
      );
    }
    return (await repository.find(payment.id))!;
  }

  async function withdraw(
    payer: Payer,
    providerId: string,
    method: string | undefined,
    body: DepositBody,
    test?: Omit<TestPaymentBody, 'amount'>,
  ): Promise<Payment> {
    const currency = payer.currencyCode as CurrencyCode;
    const { provider, row, banks } = await resolve(
      providerId,
      method ?? body.method,
      currency,
      'WITHDRAW',
    );
    if (provider.id === 'test' && !test) throw methodUnknown();
    if (await bonuses.blocksWithdrawal(payer.id)) {
      throw new AppError(
        409,
        ErrorCode.WithdrawBlockedByBonus,
        'Money cannot be withdrawn while a bonus is active.',
      );
    }
    if (await repository.hasOpenReview(payer.id)) {
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
    const fields = fieldsOf(row, 'WITHDRAW', body, banks);
    return createPayment(payer, {
      type: 'withdraw',
      provider,
      row,
      amount: body.amount,
      fields,
      test: test ?? null,
    });
  }

  async function approve(id: string): Promise<Payment> {
    const result = await applyEvent(id, { kind: 'approve' });
    if (!result.applied) {
      if (result.payment.status === 'pending' || result.payment.status === 'completed') {
        return result.payment;
      }
      throw stateConflict(result.payment.status, result.reason);
    }
    return sendWithdrawal(result.payment);
  }

  /** The provider's word on a payment by its status call; null when it has none to give. */
  async function askProvider(payment: Payment): Promise<ProviderStatusAnswer | null> {
    const provider = providers.get(payment.provider);
    if (!provider) return null;
    try {
      return await provider.queryStatus({
        paymentId: payment.id,
        reference: payment.providerReference,
      });
    } catch (error) {
      deps.log?.warn({ err: error, paymentId: payment.id }, 'status query failed');
      return null;
    }
  }

  /**
   * A callback's claims held against the provider's status call: the event to apply is the
   * provider's own word, and only when it says what the callback says.
   */
  async function confirm(
    paymentId: string,
    claimed: ProviderEvent,
  ): Promise<{ event: ProviderEvent; reason?: undefined } | { event: null; reason: string }> {
    const payment = await repository.find(paymentId);
    const answer = payment && (await askProvider(payment));
    if (!answer) return { event: null, reason: 'the status call gave no answer' };
    const differs =
      answer.status !== claimed.status
        ? `the provider says ${answer.status}`
        : answer.amount !== claimed.amount || answer.currency !== claimed.currency
          ? 'the provider states another amount or currency'
          : claimed.reference !== null && answer.reference !== claimed.reference
            ? 'the provider knows it by another reference'
            : undefined;
    if (differs) return { event: null, reason: differs };
    return { event: { ...claimed, reference: answer.reference } };
  }

  /** Asks the provider about one payment and applies its answer (status poller). */
  async function reconcile(id: string): Promise<PaymentState | undefined> {
    const payment = await repository.find(id);
    if (!payment) return undefined;
    const open =
      payment.type === 'deposit'
        ? payment.status === 'created' || payment.status === 'pending'
        : payment.status === 'pending';
    if (!open) {
      await repository.transaction((tx) => repository.update(tx, id, { nextPollAt: null }));
      return payment.status;
    }
    if (payment.type === 'withdraw' && !payment.providerReference) {
      return (await sendWithdrawal(payment)).status;
    }
    const answer = await askProvider(payment);
    if (answer && answer.status !== 'pending') {
      if (answer.amount === null || answer.currency === null) {
        deps.log?.warn({ paymentId: id }, 'status answer without an amount or currency');
      } else {
        return (
          await applyEvent(
            id,
            { kind: 'provider', status: answer.status },
            {
              reference: answer.reference,
              expect: { amount: answer.amount, currency: answer.currency },
            },
          )
        ).payment.status;
      }
    }
    if (
      payment.type === 'deposit' &&
      Date.now() - payment.createdAt.getTime() > DEPOSIT_LIFETIME_MS
    ) {
      return (await applyEvent(id, { kind: 'expire' })).payment.status;
    }
    return payment.status;
  }

  return {
    viewOf,
    reconcile,
    approve,

    knowsProvider: (id: string) => providers.get(id) !== undefined,

    /** The methods for the player's currency in one direction (spec core §3 server list). */
    async methods(payer: Payer, direction: PaymentDirection): Promise<PaymentMethod[]> {
      const rows = await repository.methodsFor(payer.currencyCode as CurrencyCode);
      return rows.flatMap((row) => {
        const method = offers(row, direction) ? listed(row) : undefined;
        return method ? [method] : [];
      });
    },

    /** A provider's bank list, active banks only. */
    banks(providerId: string, list?: BankList) {
      if (!providers.get(providerId)) throw methodUnknown();
      const own = [...METHODS_BY_CODE.values()].find(
        (method) => method.code.startsWith(`pm.${providerId}.`) && method.banks,
      )?.banks;
      const chosen = list ?? own;
      if (!chosen) throw methodUnknown();
      return banksOf(chosen);
    },

    async deposit(payer: Payer, providerId: string, method: string | undefined, body: DepositBody) {
      const resolved = await resolve(
        providerId,
        method ?? body.method,
        payer.currencyCode as CurrencyCode,
        'DEPOSIT',
      );
      if (resolved.provider.id === 'test') throw methodUnknown();
      return startDeposit(payer, resolved, body);
    },

    /** The transaction id the player paid with (transaction flows); single use per provider. */
    async activate(payer: Payer, providerId: string, paymentId: string, transactionId: string) {
      const payment = await ownPayment(payer, paymentId);
      if (payment.type !== 'deposit' || payment.provider !== providerId) throw paymentNotFound();
      if (payment.transactionId === transactionId) {
        return {
          statusCode: 200 as const,
          payment: viewOf(payment),
          flow: 'transaction' as const,
          transactionId,
        };
      }
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
      const provider = providers.get(providerId)!;
      try {
        await provider.confirmTransaction({
          paymentId: payment.id,
          reference: payment.providerReference ?? '',
          transactionId,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw failed();
      }
      return {
        statusCode: 200 as const,
        payment: viewOf(payment),
        flow: 'transaction' as const,
        transactionId,
      };
    },

    withdraw,

    /** A test deposit through the test provider, with the sandbox options of spec core §3. */
    async testDeposit(payer: Payer, body: TestPaymentBody) {
      const { amount, ...test } = body;
      const resolved = await resolve('test', 'test', payer.currencyCode as CurrencyCode, 'DEPOSIT');
      return startDeposit(payer, resolved, { amount }, test);
    },

    /** A test withdrawal: requested, approved at once, then played out by the sandbox. */
    async testWithdrawal(payer: Payer, body: TestPaymentBody): Promise<Payment> {
      const { amount, ...test } = body;
      const payment = await withdraw(payer, 'test', 'test', { amount }, test);
      return approve(payment.id);
    },

    async payment(payer: Payer, id: string): Promise<Payment> {
      return ownPayment(payer, id);
    },

    async cancel(payer: Payer, id: string): Promise<Payment> {
      const payment = await ownPayment(payer, id);
      if (payment.type !== 'withdraw') throw stateConflict(payment.status);
      const result = await applyEvent(id, { kind: 'cancel' });
      if (!result.applied && result.payment.status !== 'canceled')
        throw stateConflict(result.payment.status, result.reason);
      return result.payment;
    },

    async reject(id: string, reason?: string): Promise<Payment> {
      const result = await applyEvent(
        id,
        { kind: 'reject' },
        { reason: reason ?? 'rejected by an operator' },
      );
      if (!result.applied && result.payment.status !== 'rejected')
        throw stateConflict(result.payment.status, result.reason);
      return result.payment;
    },

    async findForAdmin(id: string): Promise<Payment> {
      const payment = await repository.find(id);
      if (!payment) throw paymentNotFound();
      return payment;
    },

    withdrawals: (status: PaymentState) => repository.withdrawals(status),
    clearReviews: (userId: number) => repository.clearReviews(userId),
    failedDeposits: (userId: number) => repository.failedDeposits(userId),

    /**
     * A provider's callback: stored with its signature verdict, then applied once. A forged one
     * changes nothing (401, logged, only a bounded prefix and a digest of its body kept); a
     * signed one without a readable amount, currency, status or payment is refused as invalid
     * (400); one whose signature leaves an acted-on field uncovered is applied only when the
     * provider's status call says the same (else 409, and the poller settles the payment); a
     * repeated or stale one is stored and ignored.
     */
    async callback(
      providerId: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ applied: boolean }> {
      const provider = providers.get(providerId);
      const kept = keptHeaders(headers);
      const store = (input: {
        paymentId: string | null;
        valid: boolean;
        outcome: string;
        detail: string | null;
      }) =>
        repository.insertCallback({
          provider: providerId,
          paymentId: input.paymentId,
          headers: kept,
          body: storedBody(rawBody, input.valid),
          signatureValid: input.valid,
          outcome: input.outcome,
          detail: input.detail,
        });
      if (!provider) {
        await store({
          paymentId: null,
          valid: false,
          outcome: 'rejected',
          detail: 'unknown provider',
        });
        throw AppError.notFound(ErrorCode.ProviderUnknown, 'No such payment provider.');
      }
      const verdict = provider.parseAndVerifyCallback({ rawBody, headers });
      if (!verdict.signatureValid) {
        await store({ paymentId: null, valid: false, outcome: 'forged', detail: verdict.reason });
        deps.log?.warn(
          { provider: providerId, reason: verdict.reason },
          'payment callback with an invalid signature',
        );
        throw new AppError(401, ErrorCode.ProviderSignatureInvalid, 'The signature is not valid.');
      }
      if (!verdict.event) {
        await store({ paymentId: null, valid: true, outcome: 'invalid', detail: verdict.reason });
        throw new AppError(
          400,
          ErrorCode.ProviderCallbackInvalid,
          `Unreadable callback: ${verdict.reason}.`,
        );
      }
      const { event } = verdict;
      // Stored with its payment found in the same statement (no payment: stored as rejected).
      const { id: callbackId, paymentId } = await repository.insertCallbackOf({
        provider: providerId,
        paymentId: event.paymentId,
        headers: kept,
        body: storedBody(rawBody, true),
      });
      if (!paymentId) throw paymentNotFound();
      let acted: ProviderEvent = event;
      if (verdict.unsignedFields.length > 0) {
        const confirmed = await confirm(paymentId, event);
        if (!confirmed.event) {
          const detail = `${verdict.unsignedFields.join(', ')} not signed; ${confirmed.reason}`;
          await repository.setCallbackOutcome(callbackId, 'unconfirmed', detail);
          deps.log?.warn({ paymentId, detail }, 'payment callback not confirmed by the provider');
          throw new AppError(
            409,
            ErrorCode.ProviderCallbackUnconfirmed,
            'The provider does not confirm this callback.',
          );
        }
        acted = confirmed.event;
      }
      const result = await applyEvent(
        paymentId,
        { kind: 'provider', status: acted.status },
        {
          reference: acted.reference,
          expect: { amount: acted.amount, currency: acted.currency },
          callbackId,
        },
      );
      if (result.mismatch) {
        deps.log?.warn({ paymentId }, 'payment callback with another amount or currency');
      }
      // An applied callback was marked with its money; the others are marked here.
      if (!result.applied) {
        await repository.setCallbackOutcome(
          callbackId,
          result.mismatch ? 'rejected' : result.review ? 'review' : 'ignored',
          result.reason ?? null,
        );
      }
      return { applied: result.applied };
    },

    /** One round of the status poller: payments due for a status query, a few at a time. */
    async pollDue(now = new Date(), limit = 50): Promise<number> {
      const ids = await repository.claimDue(now, limit, POLL_BACKOFF_MS);
      for (const id of ids) {
        try {
          await reconcile(id);
        } catch (error) {
          deps.log?.error({ err: error, paymentId: id }, 'reconciling a payment failed');
        }
      }
      return ids.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
