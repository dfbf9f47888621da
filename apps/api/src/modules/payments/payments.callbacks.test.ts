import { createHash } from 'node:crypto';
import {
  depositResponseSchema,
  ErrorCode,
  type CurrencyCode,
  type DepositResponse,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestApp, useTestApp } from '../../../test/helper.js';
import { verifyLedger } from '../wallet/index.js';
import { formatAmount, wordOf, type ProviderProtocol } from './adapters/protocol.js';
import { CURRENCY_LIMITS, METHODS_BY_CODE } from './methods.data.js';
import { fieldsFor, paymentsKit } from './payments.test-kit.js';
import { REFUSED_BODY_PREFIX } from './callbacks.js';
import { PROVIDER_PROTOCOLS } from './providers/index.js';

const testApp = useTestApp({ config: { sandboxEnabled: true } });
const kit = paymentsKit(testApp);
const { api, player, balance, settle } = kit;
const protocolOf = (id: string) => PROVIDER_PROTOCOLS.find((protocol) => protocol.id === id)!;

async function expectSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

async function deposit(token: string, code: string, amount: number) {
  const [, provider, method] = code.split('.');
  const response = await api('POST', `/payments/${provider}/${method}/deposit`, token, {
    amount,
    ...fieldsFor(code, 'deposit'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(depositResponseSchema, response.json());
}

/** A callback body in the provider's own names. */
function body(
  protocol: ProviderProtocol,
  input: { paymentId: string; reference: string; status: string; amount: bigint; currency: string },
) {
  const { fields } = protocol;
  return {
    [fields.orderId]: input.paymentId,
    [fields.reference]: input.reference,
    [fields.status]: input.status,
    [fields.amount]: formatAmount(protocol, input.amount),
    [fields.currency]: input.currency,
  };
}

describe('withdrawals once sent to the provider', () => {
  const admin = (url: string, payload?: unknown) =>
    kit.staff('POST', url, payload ?? { reason: 'checked by a test' });
  const withdraw = (token: string, amount: number) =>
    api('POST', '/payments/paykassma/upi/withdrawal', token, { amount, account: 'user@upi' });

  async function funded(amount: number) {
    const account = await player('INR');
    const paid = await deposit(account.token, 'pm.paykassma.upi', amount);
    await settle(paid.payment.id, ['success']);
    expect(await balance(account.token)).toBe(amount);
    return account;
  }

  /** The provider's word on a payout, signed as paykassma signs it. */
  async function providerSays(id: string, status: 'failed' | 'success', amount: number) {
    const protocol = protocolOf('paykassma');
    const message = kit.signed(
      'paykassma',
      body(protocol, {
        paymentId: id,
        reference: await kit.orderOf(id),
        status: wordOf(protocol, status),
        amount: BigInt(amount),
        currency: 'INR',
      }),
    );
    return kit.callback('paykassma', message);
  }

  it('an approved withdrawal cannot be rejected or cancelled; the provider completes it', async () => {
    const { token } = await funded(100_000);
    const id = (await withdraw(token, 60_000)).json().payment.id as string;
    expect((await admin(`/withdrawals/${id}/approve`)).statusCode).toBe(200);
    const rejected = await admin(`/withdrawals/${id}/reject`);
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().code).toBe(ErrorCode.PaymentStateConflict);
    const cancelled = await api('POST', `/payments/withdrawals/${id}/cancel`, token);
    expect(cancelled.statusCode).toBe(409);
    expect(await kit.status(id)).toBe('pending');
    expect(await balance(token)).toBe(40_000);
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect(await balance(token)).toBe(40_000);
    await expectSound();
  });

  it("a provider's success after it said failed is paid out of the real balance, once", async () => {
    const { token } = await funded(100_000);
    const id = (await withdraw(token, 60_000)).json().payment.id as string;
    expect((await admin(`/withdrawals/${id}/approve`)).statusCode).toBe(200);
    expect((await providerSays(id, 'failed', 60_000)).statusCode).toBe(200);
    expect(await kit.status(id)).toBe('rejected');
    expect(await balance(token)).toBe(100_000);
    // The sandbox's own success callback for the payout arrives after the failure.
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect(await balance(token)).toBe(40_000);
    expect((await providerSays(id, 'success', 60_000)).json().applied).toBe(false);
    expect(await balance(token)).toBe(40_000);
    await expectSound();
  });

  it('a late success the balance cannot cover is raised for review, never dropped', async () => {
    const { token } = await funded(100_000);
    const id = (await withdraw(token, 60_000)).json().payment.id as string;
    expect((await admin(`/withdrawals/${id}/approve`)).statusCode).toBe(200);
    expect((await providerSays(id, 'failed', 60_000)).statusCode).toBe(200);
    // The released money is held again by a new request before the provider's success comes.
    expect((await withdraw(token, 100_000)).statusCode).toBe(200);
    expect(await balance(token)).toBe(0);
    await kit.idle();
    expect(await kit.status(id)).toBe('rejected');
    expect((await kit.callbacks(id, 'review')).length).toBeGreaterThanOrEqual(1);
    const held = await withdraw(token, 50_000);
    expect(held.statusCode).toBe(423);
    expect(held.json().code).toBe(ErrorCode.PaymentAccountOnHold);
    await expectSound();
  });
});

describe('every adapter refuses a signed callback with an acted-on field changed', () => {
  const firstMethods = new Map<string, { code: string; currency: CurrencyCode }>();
  for (const method of METHODS_BY_CODE.values()) {
    const provider = method.code.split('.')[1]!;
    if (method.currencies.length > 0 && method.deposit !== false && !firstMethods.has(provider)) {
      firstMethods.set(provider, { code: method.code, currency: method.currencies[0]! });
    }
  }

  it('covers every provider', () => {
    expect([...firstMethods.keys()].sort()).toEqual(
      PROVIDER_PROTOCOLS.map((protocol) => protocol.id).sort(),
    );
  });

  it.each([...firstMethods].map(([provider, method]) => [provider, method] as const))(
    '%s',
    async (provider, { code, currency }) => {
      const protocol = protocolOf(provider);
      const { token } = await player(currency);
      const amount = CURRENCY_LIMITS[currency].defaultSum;
      const open = async (): Promise<DepositResponse> => {
        if (provider !== 'test') return deposit(token, code, amount);
        const response = await api('POST', '/payments/test/deposit', token, {
          amount,
          delay: 0,
          strategy: 'silent',
        });
        return z.parse(depositResponseSchema, response.json());
      };
      const [first, second] = [await open(), await open()];
      const a = { paymentId: first.payment.id, reference: await kit.orderOf(first.payment.id) };
      const pending = body(protocol, {
        ...a,
        status: wordOf(protocol, 'pending'),
        amount: BigInt(amount),
        currency,
      });
      const paid = { ...pending, [protocol.fields.status]: wordOf(protocol, 'success') };
      const { fields } = protocol;
      const otherCurrency = currency === 'USD' ? 'EUR' : 'USD';
      const changed: [string, Record<string, unknown>, Record<string, unknown>][] = [
        ['status', pending, { [fields.status]: wordOf(protocol, 'success') }],
        ['amount', paid, { [fields.amount]: formatAmount(protocol, BigInt(amount) + 100n) }],
        ['currency', paid, { [fields.currency]: otherCurrency }],
        ['order id', paid, { [fields.orderId]: second.payment.id }],
        ['reference', paid, { [fields.reference]: `${a.reference}x` }],
      ];
      for (const [what, original, change] of changed) {
        const message = kit.signed(provider, original);
        const tampered = JSON.stringify({ ...JSON.parse(message.body), ...change });
        const answer = await kit.callback(provider, { ...message, body: tampered });
        expect(answer.statusCode, `${what}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(500);
      }
      expect(await kit.status(first.payment.id)).toBe('pending');
      expect(await kit.status(second.payment.id)).toBe('pending');
      expect(await kit.callbacks(first.payment.id, 'applied')).toEqual([]);
      expect(await kit.callbacks(second.payment.id, 'applied')).toEqual([]);
      expect(await balance(token)).toBe(0);
      // The provider's own callbacks still credit, once.
      await settle(first.payment.id, ['pending', 'success'], { repeat: 2 });
      expect(await kit.status(first.payment.id)).toBe('success');
      expect(await balance(token)).toBe(amount);
    },
  );
});

describe('callbacks without a readable amount or currency', () => {
  it('are refused as invalid and credit nothing', async () => {
    const { token } = await player('INR');
    const response = await api('POST', '/payments/test/deposit', token, {
      amount: 100_000,
      delay: 0,
      strategy: 'silent',
    });
    const id = response.json().payment.id as string;
    const base = { order_id: id, payment_id: await kit.orderOf(id), status: 'success' };
    for (const payload of [
      { ...base, currency: 'INR' },
      { ...base, amount: '100000', currency: 'INR' },
      { ...base, amount: 100_000.5, currency: 'INR' },
      { ...base, amount: null, currency: 'INR' },
      { ...base, amount: 1e300, currency: 'INR' },
      { ...base, amount: 100_000 },
      { ...base, amount: 100_000, currency: 5 },
    ]) {
      const answer = await kit.callback('test', kit.signed('test', payload));
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe(ErrorCode.ProviderCallbackInvalid);
    }
    expect(await kit.status(id)).toBe('pending');
    expect(await balance(token)).toBe(0);
    const stored = await testApp().database.sql.query<{ n: bigint }>(
      `select count(*) as n from payment_callbacks where outcome = 'invalid' and raw_body like $1`,
      [`%${id}%`],
    );
    expect(Number(stored[0]!.n)).toBe(7);
  });

  it('a major-unit provider refuses an amount that does not parse', async () => {
    const { token } = await player('TRY');
    const opened = await deposit(token, 'pm.payhera.papara', 50_000);
    const protocol = protocolOf('payhera');
    for (const amount of ['500', '500.0', 'abc', 500, '-500.00x']) {
      const payload = {
        ...body(protocol, {
          paymentId: opened.payment.id,
          reference: await kit.orderOf(opened.payment.id),
          status: 'success',
          amount: 50_000n,
          currency: 'TRY',
        }),
        amount,
      };
      const answer = await kit.callback('payhera', kit.signed('payhera', payload));
      expect(answer.statusCode, String(amount)).toBe(400);
    }
    expect(await kit.status(opened.payment.id)).toBe('pending');
    expect(await balance(token)).toBe(0);
  });
});

describe('forged callbacks', () => {
  it('keep a bounded prefix and the digest of the body, whatever it holds', async () => {
    const huge = JSON.stringify({
      order_id: 'x',
      padding: 'a'.repeat(200_000),
      nul: '\u0000\ud800',
    });
    const answer = await kit.callback('test', {
      body: huge,
      headers: { 'content-type': 'application/json', 'x-signature': 'forged' },
    });
    expect(answer.statusCode).toBe(401);
    const [row] = await testApp().database.sql.query<{
      raw_body: string;
      body_sha256: string;
      body_length: number;
    }>(
      `select raw_body, body_sha256, body_length from payment_callbacks
       where outcome = 'forged' order by id desc limit 1`,
    );
    expect(row!.raw_body.length).toBeLessThanOrEqual(REFUSED_BODY_PREFIX);
    expect(row!.body_sha256).toBe(createHash('sha256').update(huge).digest('hex'));
    expect(Number(row!.body_length)).toBe(Buffer.byteLength(huge));
    const nul = await kit.callback('test', {
      body: '{"order_id":"a\u0000b"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(nul.statusCode).toBe(401);
  });
});

describe('callback rate limit', () => {
  it('counts per provider and address', async () => {
    const limited = await createTestApp({
      config: { rateLimitPerMinute: 5, sandboxEnabled: true },
    });
    try {
      const forged = (provider: string, address: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/payments/callbacks/${provider}`,
          remoteAddress: address,
          headers: { 'content-type': 'application/json', 'x-signature': 'forged' },
          payload: '{"order_id":"x"}',
        });
      const codes: number[] = [];
      for (let n = 0; n < 8; n++) codes.push((await forged('test', '10.9.0.1')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect((await forged('paykassma', '10.9.0.1')).statusCode).toBe(401);
      expect((await forged('test', '10.9.0.2')).statusCode).toBe(401);
      const limitedAnswer = await forged('test', '10.9.0.1');
      expect(limitedAnswer.json().code).toBe(ErrorCode.RateLimited);
      const [stored] = await limited.database.sql.query<{ n: bigint }>(
        `select count(*) as n from payment_callbacks where provider = 'test'`,
      );
      expect(Number(stored!.n)).toBe(6);
    } finally {
      await limited.close();
    }
  });
});
