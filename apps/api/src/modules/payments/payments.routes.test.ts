import {
  depositResponseSchema,
  ErrorCode,
  paymentMethodsResponseSchema,
  type CurrencyCode,
  type DepositResponse,
  type PaymentMethod,
} from '@jackdaw/contracts';
import fc from 'fast-check';
import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { verifyLedger } from '../wallet/index.js';
import { sign } from './adapters/signature.js';
import { METHODS_BY_CODE } from './methods.data.js';
import { paymentSecret } from './payments.plugin.js';
import { fieldsFor, paymentsKit } from './payments.test-kit.js';
import { PROVIDER_PROTOCOLS } from './providers/index.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);
const { api, player, balance, settle } = kit;

async function expectSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

async function methods(token: string, type: 'DEPOSIT' | 'WITHDRAW'): Promise<PaymentMethod[]> {
  const response = await api('GET', `/payments/payment_methods?type=${type}`, token);
  expect(response.statusCode).toBe(200);
  return z.parse(paymentMethodsResponseSchema, response.json()).paymentMethods;
}

async function deposit(
  token: string,
  code: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const [, provider, method] = code.split('.');
  return api('POST', `/payments/${provider}/${method}/deposit`, token, {
    amount,
    ...fieldsFor(code, 'deposit'),
    ...extra,
  });
}

async function testDeposit(token: string, body: Record<string, unknown>) {
  const response = await api('POST', '/payments/test/deposit', token, { delay: 0, ...body });
  expect(response.statusCode, response.body).toBe(200);
  await kit.idle();
  return z.parse(depositResponseSchema, response.json());
}

describe('method catalogue', () => {
  it('lists the INR deposit methods in the shape of spec §3, with local logos', async () => {
    const { token } = await player('INR');
    const list = await methods(token, 'DEPOSIT');
    const upi = list.find((method) => method.code === 'pm.paykassma.upi')!;
    expect(upi).toMatchObject({
      alias: 'upi',
      status: 'active',
      flow: 'upi',
      paymentSystem: { alias: 'upi', paymentSystemAlias: 'paykassma' },
    });
    const [currency] = upi.paymentMethodCurrencies;
    expect(currency!.cashLimits).toEqual([
      { transactionType: 'DEPOSIT', min: 30_000, max: 10_000_000 },
      { transactionType: 'WITHDRAW', min: 50_000, max: 5_000_000 },
    ]);
    expect(currency!.depositInfo).toMatchObject({
      logoUrl: '/static/payments/upi.svg',
      steps: ['DEPOSIT_AMOUNT', 'APP_CHOISE', 'TRANSACTION'],
      selectors: { min: 50_000, med: 100_000, max: 500_000 },
      defaultSum: 100_000,
    });
    expect(list.map((method) => method.code)).toEqual(
      expect.arrayContaining(['pm.paykassma.paytm', 'pm.paykassma.phonepe', 'pm.constantpos.upi']),
    );
    expect(list.every((method) => method.paymentMethodCurrencies[0]!.currencyCode === 'INR')).toBe(
      true,
    );
    const logo = await kit.call('GET', currency!.depositInfo!.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it.each([
    ['BDT', ['pm.paykassma.bkash', 'pm.paykassma.nagad', 'pm.cashix.rocket', 'pm.cashix.upay']],
    ['TRY', ['pm.payhera.papara', 'pm.paycos.payfix', 'pm.havale_payhera.havale']],
    ['PKR', ['pm.jazzcash.jazzcash', 'pm.valerpay.easypaisa']],
    ['KES', ['pm.valerpay.mpesa']],
    ['UZS', ['pm.octopays.uzcard']],
    ['EUR', ['pm.corefy.card']],
    ['GBP', ['pm.corefy.card']],
    ['AZN', ['pm.epul.m10', 'pm.epul.epul', 'pm.azarpay.bank_transfer']],
  ] as [CurrencyCode, string[]][])('seeds the %s market', async (currency, codes) => {
    const { token } = await player(currency);
    const list = (await methods(token, 'DEPOSIT')).map((method) => method.code);
    expect(list).toEqual(expect.arrayContaining(codes));
  });

  it('answers withdrawal methods with withdrawal info only where offered', async () => {
    const { token } = await player('INR');
    const body = (await deposit(token, 'pm.octopays.imps', 500_000)).json() as DepositResponse;
    await settle(body.payment.id, ['success']);
    const list = await methods(token, 'WITHDRAW');
    expect(list.some((method) => method.code === 'pm.constantpos.upi')).toBe(false);
    expect(
      list.find((method) => method.code === 'pm.apay.imps')!.paymentMethodCurrencies[0]!
        .withdrawalInfo,
    ).toMatchObject({
      steps: ['WITHDRAW_AMOUNT', 'TRANSACTION'],
    });
  });

  it('lists for withdrawal only the payment systems deposited with, each accepting a request', async () => {
    const { token } = await player('INR');
    // Nothing deposited: no method to withdraw to (the site shows its empty screen).
    const none = await api('GET', '/payments/payment_methods?type=WITHDRAW', token);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe(ErrorCode.PaymentMethodsEmpty);
    // A failed deposit does not count; a credited UPI deposit allows every UPI provider.
    const failedDeposit = (await deposit(token, 'pm.octopays.imps', 100_000)).json();
    await settle((failedDeposit as DepositResponse).payment.id, ['failed']);
    const upi = (await deposit(token, 'pm.paykassma.upi', 1_000_000)).json() as DepositResponse;
    await settle(upi.payment.id, ['success']);
    const list = await methods(token, 'WITHDRAW');
    expect(list.map((method) => method.code).sort()).toEqual([
      'pm.paykassma.upi',
      'pm.simple_pay.upi_fast',
      'pm.wellxpay.upi',
      'pm.zenpay.upi',
    ]);
    for (const method of list) {
      const requested = await api(
        'POST',
        `/payments/${method.paymentSystem.paymentSystemAlias}/${method.alias}/withdrawal`,
        token,
        { amount: 100_000, ...fieldsFor(method.code, 'withdrawal') },
      );
      expect(requested.statusCode, `${method.code}: ${requested.body}`).toBe(200);
    }
    expect(await balance(token)).toBe(600_000);
    await expectSound();
  });

  it('refuses a missing or unknown type and a visitor', async () => {
    const { token } = await player('INR');
    expect((await api('GET', '/payments/payment_methods', token)).statusCode).toBe(400);
    expect((await api('GET', '/payments/payment_methods?type=BOTH', token)).statusCode).toBe(400);
    expect((await api('GET', '/payments/payment_methods?type=DEPOSIT')).statusCode).toBe(403);
  });

  it('answers bank lists with active banks only, in each numbering scheme', async () => {
    const { token } = await player('TRY');
    const hera = (await api('GET', '/payments/havale_payhera/banks', token)).json();
    expect(hera.banks[0]).toEqual({
      id: 1,
      name: 'Ziraat Bankası',
      logo: '/static/payments/bank.svg',
    });
    expect(hera.banks.some((bank: { name: string }) => bank.name === 'ING')).toBe(false);
    const eft = (await api('GET', '/payments/payturka/banks', token)).json();
    expect(eft.banks[0].id).toBe('0010');
    const slug = (await api('GET', '/payments/havale_payhera/banks?list=TR_SLUG', token)).json();
    expect(slug.banks[0].id).toBe('ziraat');
    const az = (await api('GET', '/payments/azarpay/banks', token)).json();
    expect(az.banks.map((bank: { id: string }) => bank.id)).not.toContain('bankrespublika');
    expect((await api('GET', '/payments/ceb/banks', token)).json().banks.length).toBeGreaterThan(3);
    expect(
      (await api('GET', '/payments/octopays/banks?list=IN', token)).json().banks.length,
    ).toBeGreaterThan(3);
    expect((await api('GET', '/payments/nobody/banks', token)).statusCode).toBe(404);
  });
});

describe('every adapter in test mode', () => {
  const offered = [...METHODS_BY_CODE.values()].filter(
    (method) =>
      method.currencies.length > 0 &&
      method.deposit !== false &&
      !method.code.startsWith('pm.test.'),
  );

  it.each(offered.map((method) => [method.code, method.currencies[0]!] as const))(
    '%s deposits in %s through its flow and is credited once by its callback',
    async (code, currency) => {
      const { token } = await player(currency);
      const list = await methods(token, 'DEPOSIT');
      const listed = list.find((method) => method.code === code)!;
      const amount = listed.paymentMethodCurrencies[0]!.depositInfo!.defaultSum;
      const response = await deposit(token, code, amount);
      expect(response.statusCode, response.body).toBe(200);
      const body: DepositResponse = z.parse(depositResponseSchema, response.json());
      expect(body.flow).toBe(listed.flow);
      expect(body.payment).toMatchObject({ status: 'pending', amount, currencyCode: currency });
      switch (body.flow) {
        case 'redirect':
          expect(body.redirectUrl).toMatch(/\/sandbox\/payments\/[a-z_]+\/pay\/sbx_/);
          break;
        case 'plugin':
          expect(body.pluginUrl).toContain('embed=1');
          break;
        case 'upi':
          expect(body.upiData!.qr_data).toMatch(/^upi:\/\/pay\?pa=/);
          expect(body.upiData!.apps.map((app) => app.app)).toEqual([
            'paytm',
            'phonepe',
            'googlepay',
          ]);
          expect(body.lifeTime).toBe(3 * 60_000);
          break;
        case 'payment_page':
          expect(body.paymentPageUrl).toContain('/qr/');
          expect(body.lifeTime).toBe(14 * 60_000);
          break;
        case 'qr_redirect':
          expect(body.redirectUrl).toContain('/qr/');
          expect(body.lifeTime).toBe(14 * 60_000);
          break;
        case 'transaction':
          expect(body.account).toMatch(/^01\d{9}$/);
          break;
        case 'bank_transfer':
          expect(body.bankTransfer).toMatchObject({ accountName: 'Jackdaw Sandbox Ltd' });
          expect(body.redirectUrl).toContain('/transfer/');
          break;
        case 'simple':
          break;
      }
      // The sandbox's page for the flow is served.
      const page =
        body.redirectUrl ?? body.pluginUrl ?? body.paymentPageUrl ?? body.upiData?.apps[0]?.url;
      if (page) {
        const html = await kit.call('GET', new URL(page).pathname + new URL(page).search);
        expect(html.statusCode).toBe(200);
        expect(html.body).toContain(body.payment.id === '' ? '' : 'sandbox');
        if (page.includes('/qr/')) {
          // A real QR code of the payment page's link, as a phone would scan it.
          const link = /<a href="([^"]+)">payment page<\/a>/.exec(html.body)![1]!;
          const drawn = html.body.replace('<svg width="220" height="220" ', '<svg ');
          expect(drawn).toContain(renderSVG(link.replace(/&amp;/g, '&'), { border: 2 }));
        }
      }
      await settle(body.payment.id, ['pending', 'success'], { repeat: 2 });
      expect(await kit.status(body.payment.id)).toBe('success');
      expect(await balance(token)).toBe(amount);
    },
  );

  it('pays corefy by currency: EUR redirect, KZT iframe, AZN window; USD is not offered', async () => {
    const flows: Record<string, [string, string | undefined]> = {};
    for (const currency of ['EUR', 'GBP', 'KZT', 'TRY', 'AZN'] as const) {
      const { token } = await player(currency);
      const body = (await deposit(token, 'pm.corefy.card', 500_000)).json() as DepositResponse;
      flows[currency] = [body.flow, body.openIn];
    }
    expect(flows).toEqual({
      EUR: ['redirect', 'same'],
      GBP: ['redirect', 'same'],
      KZT: ['plugin', 'iframe'],
      TRY: ['plugin', 'iframe'],
      AZN: ['plugin', 'window'],
    });
    const { token } = await player('USD');
    const refused = await deposit(token, 'pm.corefy.card', 5_000);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe(ErrorCode.PaymentMethodUnknown);
  });

  it('takes the fixed path and the older codes', async () => {
    const { token } = await player('KES');
    const fixed = await api('POST', '/payments/valerpay/deposit', token, {
      amount: 100_000,
      phone: '+254700000000',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().payment.methodCode).toBe('pm.valerpay.mpesa');
    const legacy = await api('POST', '/payments/valerpay/mpesa/deposit', token, {
      amount: 100_000,
      phone: '+254700000000',
    });
    expect(legacy.json().payment.methodCode).toBe('pm.valerpay.mpesa');
  });
});

describe('sandbox pages', () => {
  it('the hosted page pays by its form, and the callback credits the player', async () => {
    const { token } = await player('TRY');
    const body = (await deposit(token, 'pm.payhera.papara', 50_000)).json() as DepositResponse;
    const url = new URL(body.redirectUrl!);
    const pageHtml = await kit.call('GET', url.pathname);
    expect(pageHtml.body).toContain('value="success"');
    const reference = url.pathname.split('/').at(-1)!;
    const paid = await testApp().app.inject({
      method: 'POST',
      url: `/sandbox/payments/payhera/orders/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=success&delay=0&repeat=3',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('deposit-result');
    await kit.idle();
    expect(await kit.status(body.payment.id)).toBe('success');
    expect(await balance(token)).toBe(50_000);
    const list = await kit.call('GET', '/sandbox/payments');
    expect(list.body).toContain(reference);
    expect(
      (await kit.call('GET', '/sandbox/payments/payhera/pay/sbx_nothing_here_000000')).statusCode,
    ).toBe(404);
  });
});

describe('transaction ids (bKash)', () => {
  it('confirms with a transaction id once; a reused id answers TRANSACTION.ALREADY_ACTIVATED', async () => {
    const { token } = await player('BDT');
    const first = (await deposit(token, 'pm.paykassma.bkash', 100_000)).json() as DepositResponse;
    expect(first.bkashType).toBe('agent');
    const activate = (paymentId: string, transactionId: string) =>
      api('POST', '/payments/paykassma/bkash/deposit/activate', token, {
        paymentId,
        transactionId,
      });
    const confirmed = await activate(first.payment.id, 'TRX8HG2K1Q');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().transactionId).toBe('TRX8HG2K1Q');
    expect((await activate(first.payment.id, 'TRX8HG2K1Q')).statusCode).toBe(200);
    const second = (await deposit(token, 'pm.paykassma.bkash', 100_000)).json() as DepositResponse;
    const reused = await activate(second.payment.id, 'TRX8HG2K1Q');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe(ErrorCode.TransactionAlreadyActivated);
    await kit.idle();
    expect(await kit.status(first.payment.id)).toBe('success');
    expect(await balance(token)).toBe(100_000);
  });
});

describe('test payments and callbacks', () => {
  it('a test deposit with the defaults is credited after its callback', async () => {
    const { token } = await player('INR');
    const response = await api('POST', '/payments/test/deposit', token, { amount: 100_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().statusCode).toBe(200);
    await kit.idle();
    expect(await kit.status(response.json().payment.id)).toBe('success');
    expect(await balance(token)).toBe(100_000);
  });

  it('a callback repeated 10 times and out of order credits once', async () => {
    const { token } = await player('INR');
    const body = await testDeposit(token, { amount: 200_000, repeat: 10, strategy: 'outOfOrder' });
    expect(await kit.status(body.payment.id)).toBe('success');
    expect(await balance(token)).toBe(200_000);
    const outcomes = await kit.callbacks(body.payment.id);
    expect(outcomes).toHaveLength(20);
    expect(outcomes.filter((row) => row.outcome === 'applied')).toHaveLength(1);
    await expectSound();
  });

  it('10 copies of one signed callback sent at once credit once', async () => {
    const { token } = await player('INR');
    const body = await testDeposit(token, { amount: 150_000, strategy: 'silent' });
    const reference = await kit.orderOf(body.payment.id);
    const protocol = PROVIDER_PROTOCOLS.find((candidate) => candidate.id === 'test')!;
    const message = sign(protocol.signature, paymentSecret(testApp().config, 'test'), {
      order_id: body.payment.id,
      payment_id: reference,
      status: 'success',
      amount: 150_000,
      currency: 'INR',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call(
          'POST',
          '/api/v1/payments/callbacks/test',
          undefined,
          message.body,
          message.headers,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().applied)).toHaveLength(1);
    expect(await balance(token)).toBe(150_000);
    await expectSound();
  });

  it('a forged callback changes nothing and is stored as forged', async () => {
    const { token } = await player('INR');
    const body = await testDeposit(token, { amount: 100_000, strategy: 'forged', attempts: 2 });
    expect(await kit.status(body.payment.id)).toBe('pending');
    expect(await balance(token)).toBe(0);
    const message = sign(
      { kind: 'hmac-header', algorithm: 'sha256', encoding: 'hex', header: 'x-signature' },
      'not-the-secret',
      { order_id: body.payment.id, status: 'success', amount: 100_000, currency: 'INR' },
    );
    const forged = await kit.call(
      'POST',
      '/api/v1/payments/callbacks/test',
      undefined,
      message.body,
      message.headers,
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(ErrorCode.ProviderSignatureInvalid);
    const stored = await testApp().database.sql.query<{ n: bigint }>(
      `select count(*) as n from payment_callbacks where outcome = 'forged' and raw_body like $1`,
      [`%${body.payment.id}%`],
    );
    expect(Number(stored[0]!.n)).toBe(3);
    expect(await balance(token)).toBe(0);
  });

  it('a callback with another amount is stored and not applied', async () => {
    const { token } = await player('INR');
    const body = await testDeposit(token, { amount: 100_000, strategy: 'silent' });
    const message = sign(
      PROVIDER_PROTOCOLS.find((candidate) => candidate.id === 'test')!.signature,
      paymentSecret(testApp().config, 'test'),
      { order_id: body.payment.id, status: 'success', amount: 999_999, currency: 'INR' },
    );
    const answer = await kit.call(
      'POST',
      '/api/v1/payments/callbacks/test',
      undefined,
      message.body,
      message.headers,
    );
    expect(answer.json()).toMatchObject({ received: true, applied: false });
    expect(await balance(token)).toBe(0);
  });

  it('garbage callbacks answer 4xx, never 500', async () => {
    for (const [url, payload] of [
      ['/api/v1/payments/callbacks/test', 'not json'],
      ['/api/v1/payments/callbacks/test', ''],
      ['/api/v1/payments/callbacks/nobody', '{}'],
      ['/api/v1/payments/callbacks/corefy', '{"state":"COMPLETED"}'],
    ] as const) {
      const response = await kit.call('POST', url, undefined, payload, {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('failed deposits are counted first, second, rest', async () => {
    const { id, token } = await player('INR');
    const ordinals: (string | null)[] = [];
    for (let n = 0; n < 3; n++) {
      const body = await testDeposit(token, { amount: 100_000, status: 'FAILED' });
      expect(await kit.status(body.payment.id)).toBe('failed');
      const [row] = await testApp().database.sql.query<{ failure_ordinal: string | null }>(
        'select failure_ordinal from payments where id = $1',
        [body.payment.id],
      );
      ordinals.push(row!.failure_ordinal);
    }
    expect(ordinals).toEqual(['first', 'second', 'rest']);
    expect(await testApp().app.payments.service.failedDeposits(id)).toBe(3);
    expect(await balance(token)).toBe(0);
  });

  it('a reversed deposit is credited, then taken back', async () => {
    const { token } = await player('INR');
    const body = await testDeposit(token, { amount: 100_000, status: 'REVERSED' });
    expect(await kit.status(body.payment.id)).toBe('reversed');
    expect(await balance(token)).toBe(0);
    await expectSound();
  });

  it('the status poller settles a deposit whose callback never came', async () => {
    const { token } = await player('INR');
    const body = await testDeposit(token, { amount: 100_000, strategy: 'silent' });
    expect(await kit.status(body.payment.id)).toBe('pending');
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await testApp().app.payments.poller.tick(later)).toBeGreaterThanOrEqual(1);
    expect(await kit.status(body.payment.id)).toBe('success');
    expect(await balance(token)).toBe(100_000);
  });

  it('refuses bad test options with 400', async () => {
    const { token } = await player('INR');
    for (const payload of [
      { amount: 0 },
      { amount: 100_000, status: 'MAYBE' },
      { amount: 100_000, delay: -1 },
      { amount: 100_000, strategy: 'other' },
      { amount: 1.5 },
    ]) {
      expect((await api('POST', '/payments/test/deposit', token, payload)).statusCode).toBe(400);
    }
  });
});

describe('limits and inputs', () => {
  it('answers 422 PAYMENT.LIMIT outside the limits, 400 for missing fields, 404 for unknown methods', async () => {
    const { token } = await player('INR');
    const low = await deposit(token, 'pm.paykassma.upi', 100);
    expect(low.statusCode).toBe(422);
    expect(low.json().code).toBe(ErrorCode.PaymentLimit);
    expect((await deposit(token, 'pm.paykassma.upi', 10_000_001)).statusCode).toBe(422);
    const { token: bdt } = await player('BDT');
    const missing = await api('POST', '/payments/paykassma/bkash/deposit', bdt, {
      amount: 100_000,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(ErrorCode.PaymentFieldRequired);
    const { token: tr } = await player('TRY');
    const inactive = await api('POST', '/payments/havale_payhera/havale/deposit', tr, {
      amount: 50_000,
      bank: 12,
    });
    expect(inactive.json().code).toBe(ErrorCode.PaymentFieldRequired);
    for (const url of [
      '/payments/nobody/upi/deposit',
      '/payments/paykassma/nothing/deposit',
      '/payments/paykassma/pm.payhera.papara/deposit',
    ]) {
      const response = await api('POST', url, token, { amount: 100_000 });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(ErrorCode.PaymentMethodUnknown);
    }
    for (const payload of [
      {},
      { amount: '100' },
      { amount: -5 },
      { amount: 100_000, card: 'abc' },
      { amount: 1e12 },
    ]) {
      expect(
        (await api('POST', '/payments/paykassma/upi/deposit', token, payload)).statusCode,
      ).toBe(400);
    }
  });
});

describe('withdrawals', () => {
  const admin = (url: string, payload?: unknown) =>
    kit.staff('POST', url, payload ?? { reason: 'checked by a test' });

  async function funded(currency: CurrencyCode = 'INR', amount = 1_000_000) {
    const account = await player(currency);
    const body = (
      await deposit(account.token, 'pm.paykassma.upi', amount)
    ).json() as DepositResponse;
    await settle(body.payment.id, ['success']);
    return account;
  }
  const withdraw = (token: string, amount: number) =>
    api('POST', '/payments/paykassma/upi/withdrawal', token, { amount, account: 'player@upi' });

  it('holds the amount at request; approval pays it out at completed; the ledger stays sound', async () => {
    const { token } = await funded();
    const requested = await withdraw(token, 400_000);
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().payment.id as string;
    expect(requested.json().payment.status).toBe('request');
    expect(await balance(token)).toBe(600_000);
    const listed = await kit.staff('GET', '/withdrawals');
    expect(listed.json().withdrawals.map((item: { id: string }) => item.id)).toContain(id);
    const approved = await admin(`/withdrawals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().withdrawal.status).toBe('pending');
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect(await balance(token)).toBe(600_000);
    expect((await admin(`/withdrawals/${id}/reject`)).statusCode).toBe(409);
    await expectSound();
  });

  it('a rejected withdrawal gives the hold back; a cancelled one too, once', async () => {
    const { token } = await funded();
    const first = (await withdraw(token, 300_000)).json().payment.id as string;
    const rejected = await admin(`/withdrawals/${first}/reject`, { reason: 'documents missing' });
    expect(rejected.json().withdrawal).toMatchObject({
      status: 'rejected',
      reason: 'documents missing',
    });
    expect(await balance(token)).toBe(1_000_000);
    const second = (await withdraw(token, 200_000)).json().payment.id as string;
    const cancels = await Promise.all([
      api('POST', `/payments/withdrawals/${second}/cancel`, token),
      api('POST', `/payments/withdrawals/${second}/cancel`, token),
    ]);
    expect(cancels.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await balance(token)).toBe(1_000_000);
    expect((await admin(`/withdrawals/${second}/approve`)).statusCode).toBe(409);
    await expectSound();
  });

  it('refuses above the balance, to a method never deposited with, and without a staff session', async () => {
    const { token } = await funded('INR', 100_000);
    const above = await withdraw(token, 200_000);
    expect(above.statusCode).toBe(409);
    expect(above.json().code).toBe(ErrorCode.WalletInsufficientFunds);
    const [rows] = await testApp().database.sql.query<{ n: bigint }>(
      `select count(*) as n from payments p join users u on u.id = p.user_id where p.type = 'withdraw' and p.amount = 200000 and p.status = 'request' and u.id = (select user_id from payments where id = $1)`,
      [
        (
          await testApp().database.sql.query<{ id: string }>(
            'select id from payments order by created_at desc limit 1',
          )
        )[0]!.id,
      ],
    );
    expect(Number(rows!.n)).toBe(0);
    const other = await api('POST', '/payments/payhera/papara/withdrawal', token, {
      amount: 60_000,
      account: 'x',
    });
    expect(other.statusCode).toBe(404);
    const notDeposited = await api('POST', '/payments/paykassma/paytm/withdrawal', token, {
      amount: 60_000,
      account: 'x@upi',
    });
    expect(notDeposited.statusCode).toBe(409);
    expect(notDeposited.json().code).toBe(ErrorCode.WithdrawMethodNotDeposited);
    const low = await withdraw(token, 100);
    expect(low.statusCode).toBe(422);
    const noToken = await kit.call(
      'POST',
      '/api/v1/admin/payments/withdrawals/00000000-0000-4000-8000-000000000000/approve',
      'wrong',
    );
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().code).toBe(ErrorCode.StaffUnauthenticated);
    const unknown = await admin('/withdrawals/00000000-0000-4000-8000-000000000000/approve');
    expect(unknown.statusCode).toBe(404);
  });

  it('pays out through another provider of the payment system deposited with (IMPS)', async () => {
    const { token } = await player('INR');
    const body = (await deposit(token, 'pm.octopays.imps', 500_000)).json() as DepositResponse;
    await settle(body.payment.id, ['success']);
    const requested = await api('POST', '/payments/apay/imps/withdrawal', token, {
      amount: 200_000,
      ...fieldsFor('pm.apay.imps', 'withdrawal'),
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().payment.id as string;
    expect((await admin(`/withdrawals/${id}/approve`)).statusCode).toBe(200);
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect(await balance(token)).toBe(300_000);
    await expectSound();
  });

  it('test withdrawals: double cancel releases once, complete pays out, reject releases', async () => {
    const { token } = await player('INR');
    await testDeposit(token, { amount: 1_000_000 });
    const run = async (strategy: string) => {
      const response = await api('POST', '/payments/test/withdrawal', token, {
        amount: 100_000,
        delay: 0,
        strategy,
      });
      expect(response.statusCode, response.body).toBe(200);
      await kit.idle();
      return kit.status(response.json().payment.id);
    };
    expect(await run('withdrawDoubleCancel')).toBe('canceled');
    expect(await balance(token)).toBe(1_000_000);
    expect(await run('withdrawComplete')).toBe('completed');
    expect(await balance(token)).toBe(900_000);
    expect(await run('withdrawReject')).toBe('rejected');
    expect(await balance(token)).toBe(900_000);
    await expectSound();
  });

  it('refuses a withdrawal while staff keep the player on an AML hold', async () => {
    const { id, token } = await funded();
    const aml = (hold: boolean) =>
      testApp().database.sql.query('update users set aml_hold = $2 where id = $1', [id, hold]);
    await aml(true);
    const held = await withdraw(token, 100_000);
    expect(held.statusCode).toBe(423);
    expect(held.json().code).toBe(ErrorCode.PaymentAccountOnHold);
    expect(await balance(token)).toBe(1_000_000);
    await aml(false);
    expect((await withdraw(token, 100_000)).statusCode).toBe(200);
  });

  it('puts the account on hold above the source-of-funds threshold until reviewed', async () => {
    const { id, token } = await player('EUR');
    for (let n = 0; n < 2; n++) await testDeposit(token, { amount: 300_000 });
    expect(await balance(token)).toBe(600_000);
    const held = await api('POST', '/payments/test/withdrawal', token, {
      amount: 10_000,
      delay: 0,
    });
    expect(held.statusCode).toBe(423);
    expect(held.json().code).toBe(ErrorCode.PaymentAccountOnHold);
    const cleared = await admin(`/reviews/${id}/clear`);
    expect(cleared.json().cleared).toBe(1);
    const allowed = await api('POST', '/payments/test/withdrawal', token, {
      amount: 10_000,
      delay: 0,
    });
    expect(allowed.statusCode).toBe(200);
    await kit.idle();
  });
});

describe('any body', () => {
  it('answers a deposit or withdrawal body with 2xx or a coded 4xx, never 5xx', async () => {
    const { token } = await player('INR');
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const body = fc.dictionary(
      fc.constantFrom(
        'amount',
        'account',
        'bank',
        'bkashType',
        'phone',
        'card',
        'method',
        'iban',
        'expire',
        'x',
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(
          '/payments/paykassma/upi/deposit',
          '/payments/paykassma/upi/withdrawal',
          '/payments/test/deposit',
        ),
        async (payload, url) => {
          const response = await api('POST', url, token, payload);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
        },
      ),
      { numRuns: 80 },
    );
    await kit.idle();
  });
});
