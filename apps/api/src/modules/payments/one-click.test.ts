import {
  oneClickDepositResponseSchema,
  paymentMethodsResponseSchema,
  type DepositResponse,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { paymentsKit } from './payments.test-kit.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);
const { api, player, settle } = kit;

async function suggestion(token: string) {
  const response = await api('GET', '/payments/one-click', token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return z.parse(oneClickDepositResponseSchema, response.json()).deposit;
}

async function papara(token: string, amount: number): Promise<DepositResponse> {
  const response = await api('POST', '/payments/payhera/papara/deposit', token, { amount });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DepositResponse;
}

const switchOneClick = async (token: string, on: boolean) => {
  const response = await api('POST', '/users/profile/edit', token, { oneClickDeposit: on });
  expect(response.statusCode, response.body).toBe(200);
};

describe('GET /payments/one-click', () => {
  it('offers nothing before a credited deposit, then the last credited one', async () => {
    const { token } = await player('TRY');
    expect(await suggestion(token)).toBeNull();

    const pending = await papara(token, 50_000);
    expect(await suggestion(token)).toBeNull();

    await settle(pending.payment.id, ['success']);
    expect(await suggestion(token)).toEqual({
      methodCode: 'pm.payhera.papara',
      provider: 'payhera',
      method: 'papara',
      amount: 50_000,
      currencyCode: 'TRY',
    });

    // A later deposit that failed is not the one repeated; a later credited one is.
    const failed = await papara(token, 70_000);
    await settle(failed.payment.id, ['failed']);
    expect((await suggestion(token))?.amount).toBe(50_000);
    const next = await api('POST', '/payments/paycos/payfix/deposit', token, { amount: 30_000 });
    await settle((next.json() as DepositResponse).payment.id, ['success']);
    expect(await suggestion(token)).toMatchObject({
      methodCode: 'pm.paycos.payfix',
      amount: 30_000,
    });
  });

  it('offers nothing while the switch in the personal page is off', async () => {
    const { token } = await player('TRY');
    const paid = await papara(token, 50_000);
    await settle(paid.payment.id, ['success']);
    await switchOneClick(token, false);
    expect(await suggestion(token)).toBeNull();
    await switchOneClick(token, true);
    expect(await suggestion(token)).toMatchObject({ methodCode: 'pm.payhera.papara' });
  });

  it('offers nothing once the deposit was reversed', async () => {
    const { token } = await player('TRY');
    const paid = await papara(token, 50_000);
    await settle(paid.payment.id, ['success']);
    await settle(paid.payment.id, ['reversed']);
    expect(await suggestion(token)).toBeNull();
  });

  it('asks for a signed-in player', async () => {
    const response = await api('GET', '/payments/one-click');
    expect(response.statusCode).toBe(403);
  });
});

describe('method speed', () => {
  it('every listed method says how soon it arrives, in each direction', async () => {
    const { token } = await player('TRY');
    const response = await api('GET', '/payments/payment_methods?type=DEPOSIT', token);
    const list = z.parse(paymentMethodsResponseSchema, response.json()).paymentMethods;
    const speed = (code: string) =>
      list.find((method) => method.code === code)?.paymentMethodCurrencies[0];
    expect(speed('pm.payhera.papara')?.depositInfo?.speed).toBe('instant');
    expect(speed('pm.havale_payhera.havale')?.depositInfo?.speed).toBe('minutes15');
    expect(speed('pm.havale_payhera.havale')?.withdrawalInfo?.speed).toBe('hours24');
    expect(speed('pm.mpay.credit_card')?.withdrawalInfo?.speed).toBe('days1to3');
    for (const method of list) {
      expect(method.paymentMethodCurrencies[0]?.depositInfo?.speed, method.code).toBeDefined();
    }
  });
});
