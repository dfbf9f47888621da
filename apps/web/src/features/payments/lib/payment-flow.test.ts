import {
  PAYMENT_FLOW_STATUSES,
  paymentLifetimes,
  type PaymentFlowStatus,
} from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositOutcome,
  failureStatus,
  initialPaymentState,
  paymentReducer,
  toStatus,
  visibleStatus,
  type PaymentAction,
  type PaymentFormState,
} from './payment-flow';
import type { ClientMethod } from './payment-methods';

const method = (steps: PaymentFlowStatus[], defaultValue = 100_000): ClientMethod => ({
  code: 'pm.paykassma.upi',
  slug: 'upi',
  provider: 'paykassma',
  icon: '/static/payments/upi.svg',
  name: 'UPI',
  system: 'upi',
  flow: 'upi',
  limit: { deposit: { min: 30_000, max: 10_000_000 }, withdraw: { min: 50_000, max: 5_000_000 } },
  amountPreset: [50_000, 100_000, 500_000],
  defaultValue,
  steps,
  speed: 'instant',
});
const upi = method(['DEPOSIT_AMOUNT', 'APP_CHOISE', 'TRANSACTION']);
const run = (state: PaymentFormState, ...actions: PaymentAction[]) =>
  actions.reduce(paymentReducer, state);
const deposit = initialPaymentState('DEPOSIT');

describe('payment flow: steps', () => {
  it('starts at DEPOSIT_AMOUNT or WITHDRAW_AMOUNT with no method chosen', () => {
    expect(deposit).toMatchObject({ status: 'DEPOSIT_AMOUNT', method: null, error: null });
    expect(initialPaymentState('WITHDRAW').status).toBe('WITHDRAW_AMOUNT');
  });

  it('takes the method’s steps and its default amount when a method is chosen', () => {
    const chosen = run(deposit, { type: 'choose', method: upi });
    expect(chosen).toMatchObject({
      method: 'pm.paykassma.upi',
      steps: upi.steps,
      status: 'DEPOSIT_AMOUNT',
      fields: { amount: '1000' },
    });
  });

  it('moves forward along the steps and stops at the last one', () => {
    const state = run(deposit, { type: 'choose', method: upi }, { type: 'next' }, { type: 'next' });
    expect(state.status).toBe('TRANSACTION');
    expect(run(state, { type: 'next' })).toBe(state);
  });

  it('moves back one step, and from the first step resets the whole form', () => {
    const state = run(
      deposit,
      { type: 'choose', method: upi },
      { type: 'change', field: 'amount', value: '500' },
      { type: 'next' },
    );
    expect(run(state, { type: 'back' }).status).toBe('DEPOSIT_AMOUNT');
    expect(run(state, { type: 'back' }, { type: 'back' })).toEqual(deposit);
  });

  it('returns from a status outside the steps to the step the player was on', () => {
    const state = run(
      deposit,
      { type: 'choose', method: upi },
      { type: 'next' },
      { type: 'status', status: 'ATTENTION' },
    );
    expect(state.status).toBe('ATTENTION');
    expect(run(state, { type: 'back' }).status).toBe('APP_CHOISE');
  });

  it('turns an unknown status into UNKNOWN', () => {
    expect(run(deposit, { type: 'status', status: 'SOMETHING_ELSE' }).status).toBe('UNKNOWN');
    expect(toStatus('QR_CODE')).toBe('QR_CODE');
    expect(toStatus('qr_code')).toBe('UNKNOWN');
  });

  it('clears the error on any change, never on its own', () => {
    const failed = run(
      deposit,
      { type: 'choose', method: upi },
      {
        type: 'error',
        problem: { key: 'payments.error.amount' },
      },
    );
    expect(failed.error).toEqual({ key: 'payments.error.amount' });
    expect(run(failed, { type: 'loading', value: false }).error).not.toBeNull();
    expect(run(failed, { type: 'change', field: 'amount', value: '1' }).error).toBeNull();
    expect(run(failed, { type: 'changeTest', options: { delay: 3 } }).error).toBeNull();
    expect(run(failed, { type: 'status', status: 'QR_CODE' }).error).toBeNull();
  });

  it('keeps every status known and the step index inside the steps, whatever happens', () => {
    const action: fc.Arbitrary<PaymentAction> = fc.oneof(
      fc.constant<PaymentAction>({ type: 'next' }),
      fc.constant<PaymentAction>({ type: 'back' }),
      fc.constant<PaymentAction>({ type: 'reset' }),
      fc.constant<PaymentAction>({ type: 'choose', method: upi }),
      fc
        .oneof(fc.constantFrom(...PAYMENT_FLOW_STATUSES), fc.string())
        .map((status): PaymentAction => ({ type: 'status', status })),
      fc.string().map((value): PaymentAction => ({ type: 'change', field: 'account', value })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = deposit;
        for (const next of actions) {
          state = paymentReducer(state, next);
          expect(state.stepIndex).toBeGreaterThanOrEqual(0);
          expect(state.stepIndex).toBeLessThan(state.steps.length);
          expect([...PAYMENT_FLOW_STATUSES, 'UNKNOWN']).toContain(state.status);
          if (next.type === 'change') expect(state.error).toBeNull();
        }
      }),
    );
  });
});

describe('payment flow: after a deposit call (spec core §4)', () => {
  const payment = {
    id: '6f1c8a52-3d7e-4a3b-9a57-2f3cbe1f7a10',
    type: 'deposit' as const,
    status: 'pending' as const,
    methodCode: 'pm.paykassma.upi' as const,
    amount: 100_000,
    currencyCode: 'INR' as const,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
  const answer = { statusCode: 200 as const, payment };

  it('opens a redirect in the same window, or a new one when asked; FAILED without a URL', () => {
    expect(
      depositOutcome({ ...answer, flow: 'redirect', redirectUrl: '/pay' }, paymentLifetimes),
    ).toEqual({ status: 'LOADING', open: { url: '/pay', target: 'same' } });
    expect(depositOutcome({ ...answer, flow: 'redirect' }, paymentLifetimes).status).toBe('FAILED');
    expect(
      depositOutcome(
        { ...answer, flow: 'plugin', pluginUrl: '/p', openIn: 'window' },
        paymentLifetimes,
      ),
    ).toEqual({ status: 'LOADING', open: { url: '/p', target: 'window' } });
  });

  it('shows a plugin URL as PAYMENT_PAGE, else FAILED', () => {
    expect(
      depositOutcome({ ...answer, flow: 'plugin', pluginUrl: '/p?embed=1' }, paymentLifetimes),
    ).toEqual({ status: 'PAYMENT_PAGE', paymentPage: '/p?embed=1' });
    expect(depositOutcome({ ...answer, flow: 'plugin' }, paymentLifetimes).status).toBe('FAILED');
  });

  it('shows UPI data as APP_CHOISE for 3 minutes and pre-fills the account', () => {
    const outcome = depositOutcome(
      {
        ...answer,
        flow: 'upi',
        upiData: { qr_data: 'upi://pay?pa=x@y', address: 'x@y', apps: [] },
      },
      paymentLifetimes,
    );
    expect(outcome).toMatchObject({
      status: 'APP_CHOISE',
      qrCodeData: 'upi://pay?pa=x@y',
      lifeTime: 3 * 60_000,
      account: 'x@y',
    });
  });

  it('shows a payment page URL, and constantpos’s redirect, as QR_CODE for 14 minutes', () => {
    expect(
      depositOutcome({ ...answer, flow: 'payment_page', paymentPageUrl: '/qr' }, paymentLifetimes),
    ).toEqual({ status: 'QR_CODE', qrCodeData: '/qr', lifeTime: 14 * 60_000 });
    expect(
      depositOutcome({ ...answer, flow: 'qr_redirect', redirectUrl: '/qr2' }, paymentLifetimes),
    ).toEqual({ status: 'QR_CODE', qrCodeData: '/qr2', lifeTime: 14 * 60_000 });
  });

  it('goes to TRANSACTION with the wallet number and account type, or the bank details', () => {
    expect(
      depositOutcome(
        { ...answer, flow: 'transaction', account: '01234', bkashType: 'agent' },
        paymentLifetimes,
      ),
    ).toEqual({ status: 'TRANSACTION', account: '01234', bkashType: 'agent' });
    const bank = depositOutcome(
      {
        ...answer,
        flow: 'bank_transfer',
        redirectUrl: '/transfer',
        bankTransfer: { bankId: 1, bankName: 'B', iban: 'TR1', accountName: 'A', reference: 'R' },
      },
      paymentLifetimes,
    );
    expect(bank).toMatchObject({ status: 'TRANSACTION', instructionsUrl: '/transfer' });
    expect(depositOutcome({ ...answer, flow: 'transaction' }, paymentLifetimes).status).toBe(
      'FAILED',
    );
  });

  it('is SUCCESS when a transaction id comes back, and for a simple 200', () => {
    expect(
      depositOutcome({ ...answer, flow: 'transaction', transactionId: 'T123' }, paymentLifetimes),
    ).toEqual({ status: 'SUCCESS', transactionId: 'T123' });
    expect(depositOutcome({ ...answer, flow: 'simple' }, paymentLifetimes).status).toBe('SUCCESS');
  });

  it('counts the lifetime from the moment the answer arrived', () => {
    const state = run(
      deposit,
      { type: 'choose', method: upi },
      {
        type: 'deposited',
        paymentId: payment.id,
        now: 1_000,
        outcome: { status: 'APP_CHOISE', qrCodeData: 'upi://x', lifeTime: 180_000, account: 'a@b' },
      },
    );
    expect(state).toMatchObject({
      status: 'APP_CHOISE',
      stepIndex: 1,
      expiresAt: 181_000,
      fields: { account: 'a@b' },
    });
  });

  it('maps refusals: 422 ATTENTION, a reused id TRANSACTION_ERROR, a bonus the block, else FAILED', () => {
    expect(failureStatus({ statusCode: 422, code: 'PAYMENT.LIMIT' })).toBe('ATTENTION');
    expect(failureStatus({ statusCode: 409, code: 'TRANSACTION.ALREADY_ACTIVATED' })).toBe(
      'TRANSACTION_ERROR',
    );
    expect(failureStatus({ statusCode: 409, code: 'WITHDRAW.BLOCKED_BY_BONUS' })).toBe(
      'WITHDRAW_BLOCKED_BY_BONUS',
    );
    expect(failureStatus({ statusCode: 424, code: 'PAYMENT.FAILED' })).toBe('FAILED');
    expect(failureStatus({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' })).toBe('FAILED');
  });

  it('shows SUCCESS or FAILED once the created deposit settles, whatever waiting screen is up', () => {
    const waiting = {
      direction: 'DEPOSIT' as const,
      paymentId: payment.id,
      status: 'QR_CODE' as const,
    };
    expect(visibleStatus(waiting, 'processing')).toBe('QR_CODE');
    expect(visibleStatus(waiting, 'succeeded')).toBe('SUCCESS');
    expect(visibleStatus(waiting, 'failed')).toBe('FAILED');
    expect(visibleStatus({ ...waiting, status: 'DEPOSIT_AMOUNT' }, 'succeeded')).toBe(
      'DEPOSIT_AMOUNT',
    );
  });

  it('turns the "Request received" of a withdrawal into FAILED once it is cancelled or refused', () => {
    const received = {
      direction: 'WITHDRAW' as const,
      paymentId: payment.id,
      status: 'SUCCESS' as const,
    };
    expect(visibleStatus(received, 'awaitingApproval')).toBe('SUCCESS');
    expect(visibleStatus(received, 'sending')).toBe('SUCCESS');
    expect(visibleStatus(received, 'succeeded')).toBe('SUCCESS');
    expect(visibleStatus(received, 'failed')).toBe('FAILED');
    expect(visibleStatus({ ...received, status: 'WITHDRAW_AMOUNT' }, 'failed')).toBe(
      'WITHDRAW_AMOUNT',
    );
  });
});

describe('payment flow: fields at fault', () => {
  it('marks each field the form cannot send, counts the attempt, and clears a field as it is fixed', () => {
    const chosen = run(deposit, { type: 'choose', method: upi });
    const marked = run(chosen, {
      type: 'invalid',
      fields: [
        ['amount', 'payments.error.limits'],
        ['phone', 'payments.error.required'],
      ],
    });
    expect(marked.fieldErrors).toEqual({
      amount: 'payments.error.limits',
      phone: 'payments.error.required',
    });
    expect(marked.attempt).toBe(1);
    const fixed = run(marked, { type: 'change', field: 'phone', value: '+92300' });
    expect(fixed.fieldErrors).toEqual({ amount: 'payments.error.limits' });
    expect(run(fixed, { type: 'invalid', fields: [] }).attempt).toBe(2);
    // Choosing a method again starts clean.
    expect(run(fixed, { type: 'choose', method: upi }).fieldErrors).toEqual({});
  });

  it('takes the one-click amount in place of the method default', () => {
    expect(run(deposit, { type: 'choose', method: upi, amount: 50_050 }).fields.amount).toBe(
      '500.50',
    );
    expect(run(deposit, { type: 'choose', method: upi }).fields.amount).toBe('1000');
  });

  it('shows FAILED for a deposit cancelled at the provider or expired, as for a refused one', () => {
    const waiting = { status: 'LOADING' as const, direction: 'DEPOSIT' as const, paymentId: 'p' };
    expect(visibleStatus(waiting, 'canceled')).toBe('FAILED');
    expect(visibleStatus(waiting, 'expired')).toBe('FAILED');
  });
});
