import {
  ErrorCode,
  transactionsResponseSchema,
  type DepositResponse,
  type TransactionItem,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { loadConfig } from '../../config.js';
import { verifyLedger } from '../wallet/index.js';
import { fieldsFor, paymentsKit } from './payments.test-kit.js';

// An unpaid deposit expires, a late payment still credits it; the player's cancel of a
// withdrawal releases the hold once whatever races it; the provider's page sends the player
// back to the origin they came from (README "Decisions").
const testApp = useTestApp();
const kit = paymentsKit(testApp);
const { api, player, balance, settle } = kit;
const MINUTE = 60_000;

async function expectSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

async function upiDeposit(token: string, amount: number, headers: Record<string, string> = {}) {
  const response = await kit.call(
    'POST',
    '/api/v1/payments/paykassma/upi/deposit',
    token,
    { amount, ...fieldsFor('pm.paykassma.upi', 'deposit') },
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DepositResponse;
}

async function history(token: string, type: 'deposit' | 'withdraw'): Promise<TransactionItem[]> {
  const response = await api('GET', `/transactions?type=${type}`, token);
  expect(response.statusCode).toBe(200);
  return z.parse(transactionsResponseSchema, response.json()).items;
}

/** One round of the payments module's periodic job, at a moment the test chooses. */
const tick = (at: number) => testApp().app.payments.poller.tick(new Date(at));

describe('deposit expiry', () => {
  it('is an operator setting, 30 minutes unless DEPOSIT_EXPIRY_MINUTES says otherwise', () => {
    const secret = { jwtSecret: 'x'.repeat(48) };
    expect(loadConfig({ NODE_ENV: 'test' }, secret).depositExpiryMinutes).toBe(30);
    expect(
      loadConfig({ NODE_ENV: 'test', DEPOSIT_EXPIRY_MINUTES: '45' }, secret).depositExpiryMinutes,
    ).toBe(45);
    expect(() => loadConfig({ NODE_ENV: 'test', DEPOSIT_EXPIRY_MINUTES: '0' }, secret)).toThrow(
      /DEPOSIT_EXPIRY_MINUTES/,
    );
    expect(testApp().config.depositExpiryMinutes).toBe(30);
  });

  it('expires a deposit left unpaid after 30 minutes: its own status, nothing moved or counted', async () => {
    const { id: userId, token } = await player('INR');
    const started = Date.now();
    const { payment } = await upiDeposit(token, 100_000);
    await tick(started + 29 * MINUTE);
    expect(await kit.status(payment.id)).toBe('pending');
    expect((await history(token, 'deposit'))[0]).toMatchObject({ status: 'pending' });

    await tick(started + 31 * MINUTE);
    expect(await kit.status(payment.id)).toBe('expired');
    const [item] = await history(token, 'deposit');
    expect(item).toMatchObject({ id: payment.id, status: 'expired', cancellable: false });
    const filtered = await api('GET', '/transactions?type=deposit&status=expired', token);
    expect(filtered.json().total).toBe(1);
    const seen = await api('GET', `/payments/transactions/${payment.id}`, token);
    expect(seen.json().payment.status).toBe('expired');
    expect(await balance(token)).toBe(0);
    expect(await testApp().app.payments.service.failedDeposits(userId)).toBe(0);
    // Settled: the poller asks no more.
    expect(await tick(started + 60 * MINUTE)).toBe(0);
    await expectSound();
  });

  it('credits an expired deposit the provider pays late, once: money is never lost', async () => {
    const { token } = await player('INR');
    const started = Date.now();
    const { payment } = await upiDeposit(token, 120_000);
    await tick(started + 31 * MINUTE);
    expect(await kit.status(payment.id)).toBe('expired');

    await settle(payment.id, ['success'], { repeat: 3 });
    expect(await kit.status(payment.id)).toBe('success');
    expect(await balance(token)).toBe(120_000);
    expect((await history(token, 'deposit'))[0]).toMatchObject({ status: 'success' });
    expect(await kit.callbacks(payment.id, 'applied')).toHaveLength(1);
    await expectSound();
  });

  it('a payment racing the expiry credits exactly once, whichever wins', async () => {
    const { token } = await player('INR');
    const started = Date.now();
    const deposits = await Promise.all(
      [101_000, 102_000, 103_000, 104_000].map((amount) => upiDeposit(token, amount)),
    );
    await Promise.all([
      tick(started + 31 * MINUTE),
      ...deposits.map((body) => settle(body.payment.id, ['success'])),
    ]);
    for (const body of deposits) expect(await kit.status(body.payment.id)).toBe('success');
    expect(await balance(token)).toBe(410_000);
    await expectSound();
  });

  it('expires nothing the provider already paid: asked first, it is credited instead', async () => {
    const { token } = await player('INR');
    const started = Date.now();
    const { payment } = await upiDeposit(token, 100_000);
    // The player paid and every callback was lost: only the provider knows it is paid.
    await testApp().database.sql.query(
      `update payment_sandbox_orders set status = 'success' where payment_id = $1`,
      [payment.id],
    );
    expect(await kit.status(payment.id)).toBe('pending');
    await tick(started + 31 * MINUTE);
    expect(await kit.status(payment.id)).toBe('success');
    expect(await balance(token)).toBe(100_000);
  });
});

describe("the player's cancel of a withdrawal", () => {
  const admin = (url: string) => kit.staff('POST', url, { reason: 'checked by a test' });
  const cancel = (token: string, id: string) =>
    api('POST', `/payments/withdrawals/${id}/cancel`, token);

  async function funded(amount = 1_000_000) {
    const account = await player('INR');
    const body = await upiDeposit(account.token, amount);
    await settle(body.payment.id, ['success']);
    return account;
  }
  async function withdraw(token: string, amount: number): Promise<string> {
    const response = await api('POST', '/payments/paykassma/upi/withdrawal', token, {
      amount,
      account: 'player@upi',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payment.id as string;
  }
  /** The ledger entries that gave this withdrawal's hold back. */
  async function releases(paymentId: string): Promise<number> {
    const rows = await testApp().database.sql.query<{ n: string | number }>(
      `select count(*) as n from wallet_transactions
       where idempotency_key = $1 and kind = 'withdrawal_release'`,
      [`hold-end:payment:${paymentId}:hold`],
    );
    return Number(rows[0]!.n);
  }

  it('is offered in the history only while the withdrawal waits for approval', async () => {
    const { token } = await funded();
    const waiting = await withdraw(token, 100_000);
    const approved = await withdraw(token, 200_000);
    expect((await admin(`/withdrawals/${approved}/approve`)).statusCode).toBe(200);
    const items = await history(token, 'withdraw');
    expect(items.find((item) => item.id === waiting)).toMatchObject({
      status: 'request',
      cancellable: true,
    });
    expect(items.find((item) => item.id === approved)).toMatchObject({ cancellable: false });
    const cancelled = await cancel(token, waiting);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().payment.status).toBe('canceled');
    const after = await history(token, 'withdraw');
    expect(after.find((item) => item.id === waiting)).toMatchObject({
      status: 'canceled',
      cancellable: false,
    });
    await kit.idle();
  });

  it('ten cancels at once release the hold exactly once', async () => {
    const { token } = await funded();
    const id = await withdraw(token, 300_000);
    expect(await balance(token)).toBe(700_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(token, id)));
    // A repeat answers the withdrawal as it is: cancelled.
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.json().payment.status === 'canceled')).toBe(true);
    expect(await balance(token)).toBe(1_000_000);
    expect(await releases(id)).toBe(1);
    await expectSound();
  });

  it('racing the operator: exactly one of cancel and approve (or reject) wins', async () => {
    const { token } = await funded();
    let expected = 1_000_000;
    for (let round = 0; round < 4; round++) {
      const id = await withdraw(token, 50_000);
      const [cancelled, approved] = await Promise.all(
        round % 2 === 0
          ? [cancel(token, id), admin(`/withdrawals/${id}/approve`)]
          : [cancel(token, id), admin(`/withdrawals/${id}/approve`)].reverse(),
      );
      const codes = [cancelled!.statusCode, approved!.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = cancelled!.statusCode === 409 ? cancelled! : approved!;
      expect(loser.json().code).toBe(ErrorCode.PaymentStateConflict);
      await kit.idle();
      const status = await kit.status(id);
      if (status === 'canceled') {
        expect(await releases(id)).toBe(1);
      } else {
        expect(status).toBe('completed');
        expect(await releases(id)).toBe(0);
        expected -= 50_000;
      }
      expect(await balance(token)).toBe(expected);
    }
    const id = await withdraw(token, 60_000);
    const both = await Promise.all([cancel(token, id), admin(`/withdrawals/${id}/reject`)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await releases(id)).toBe(1);
    expect(await balance(token)).toBe(expected);
    await expectSound();
  });

  it('answers 4xx with a stable code when there is nothing to cancel', async () => {
    const { token } = await funded();
    const approved = await withdraw(token, 100_000);
    await admin(`/withdrawals/${approved}/approve`);
    const sent = await cancel(token, approved);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().code).toBe(ErrorCode.PaymentStateConflict);
    await kit.idle();
    const done = await cancel(token, approved);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe(ErrorCode.PaymentStateConflict);

    const { payment } = await upiDeposit(token, 100_000);
    const aDeposit = await cancel(token, payment.id);
    expect(aDeposit.statusCode).toBe(409);
    expect(aDeposit.json().code).toBe(ErrorCode.PaymentStateConflict);

    const theirs = await withdraw(token, 100_000);
    const other = await player('INR');
    const foreign = await cancel(other.token, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(ErrorCode.PaymentNotFound);
    expect(await kit.status(theirs)).toBe('request');
    const unknown = await cancel(token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await cancel(token, 'not-an-id')).statusCode).toBe(400);
    expect((await api('POST', `/payments/withdrawals/${theirs}/cancel`)).statusCode).toBe(403);
    await expectSound();
  });
});

describe('back from the provider', () => {
  async function returnUrlOf(paymentId: string): Promise<string> {
    const [row] = await testApp().database.sql.query<{ options: { returnUrl: string } }>(
      'select options from payment_sandbox_orders where payment_id = $1',
      [paymentId],
    );
    return row!.options.returnUrl;
  }

  it('returns to the loopback origin the player came by, else to PUBLIC_URL', async () => {
    const { token } = await player('INR');
    const publicUrl = testApp().config.publicUrl;
    expect(new URL(publicUrl).hostname).toBe('localhost');
    const alias = publicUrl.replace('localhost', '127.0.0.1');
    const fromAlias = await upiDeposit(token, 100_000, { origin: alias });
    expect(await returnUrlOf(fromAlias.payment.id)).toBe(
      `${alias}/?popup=deposit-result&paymentId=${fromAlias.payment.id}`,
    );
    for (const origin of ['https://elsewhere.example', undefined]) {
      const body = await upiDeposit(token, 100_000, origin ? { origin } : {});
      expect(await returnUrlOf(body.payment.id)).toBe(
        `${publicUrl}/?popup=deposit-result&paymentId=${body.payment.id}`,
      );
    }
  });
});

describe('the test method in test mode', () => {
  it('is listed and taken only through the test calls', async () => {
    const { token } = await player('INR');
    const listed = await api('GET', '/payments/payment_methods?type=DEPOSIT', token);
    const codes = (listed.json().paymentMethods as { code: string }[]).map((method) => method.code);
    expect(codes).toContain('pm.test.test');
    const direct = await api('POST', '/payments/test/test/deposit', token, { amount: 100_000 });
    expect(direct.statusCode).toBe(404);
    expect(direct.json().code).toBe(ErrorCode.PaymentMethodUnknown);
    const test = await api('POST', '/payments/test/deposit', token, { amount: 100_000, delay: 0 });
    expect(test.statusCode, test.body).toBe(200);
    await kit.idle();
  });
});
