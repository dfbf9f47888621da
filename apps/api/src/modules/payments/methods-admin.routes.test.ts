import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { seedPaymentMethods } from './index.js';

const testApp = useTestApp();

async function call(method: string, url: string, token: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Method {
  code: string;
  status: string;
  deposits: boolean;
  withdrawals: boolean;
  currencies: {
    currency: string;
    status: string;
    depositMin: string | null;
    depositMax: string | null;
  }[];
}

async function depositCodes(token: string) {
  const response = await call('GET', '/payments/payment_methods?type=DEPOSIT', token);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ paymentMethods: { code?: string; id?: string; name?: string }[] }>()
    .paymentMethods.map((method) => JSON.stringify(method));
}

describe('admin: payment methods per currency', () => {
  it('lists, disables a method in a currency and edits limits; the player sees it at once', async () => {
    const { token, staffId } = await staffSession(testApp(), 'finance');
    const list = await call('GET', '/admin/payment-methods', token);
    expect(list.statusCode, list.body).toBe(200);
    const methods = list.json<{ methods: Method[] }>().methods;
    const method = methods.find(
      (candidate) =>
        candidate.deposits && candidate.currencies.some((row) => row.currency === 'INR'),
    )!;
    expect(method).toBeDefined();

    const player = await registerPlayer(testApp().app);
    const offered = await depositCodes(player.token);
    expect(offered.some((entry) => entry.includes(method.code))).toBe(true);

    const disabled = await call(
      'PATCH',
      `/admin/payment-methods/${method.code}/currencies/INR`,
      token,
      { status: 'disabled', depositMin: '10000', depositMax: '20000' },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    const row = disabled
      .json<{ method: Method }>()
      .method.currencies.find((currency) => currency.currency === 'INR')!;
    expect(row).toMatchObject({ status: 'disabled', depositMin: '10000', depositMax: '20000' });
    expect((await depositCodes(player.token)).some((entry) => entry.includes(method.code))).toBe(
      false,
    );
    const audit = await auditRowsOf(testApp(), 'payment_method', `${method.code}/INR`);
    expect(audit).toMatchObject([
      {
        action: 'payment_method.currency_edit',
        staff_id: staffId,
        before: { status: 'active' },
        after: { status: 'disabled', depositMin: '10000' },
      },
    ]);

    // The seed writes the method data at every start: staff's limits and status stay.
    await seedPaymentMethods(testApp().database.db);
    const reseeded = (await call('GET', '/admin/payment-methods', token))
      .json<{ methods: Method[] }>()
      .methods.find((candidate) => candidate.code === method.code)!
      .currencies.find((currency) => currency.currency === 'INR');
    expect(reseeded).toMatchObject({
      status: 'disabled',
      depositMin: '10000',
      depositMax: '20000',
    });

    await call('PATCH', `/admin/payment-methods/${method.code}/currencies/INR`, token, {
      status: 'active',
    });
    expect((await depositCodes(player.token)).some((entry) => entry.includes(method.code))).toBe(
      true,
    );
    const moved = await call('PATCH', `/admin/payment-methods/${method.code}`, token, {
      sortOrder: 99,
    });
    expect(moved.json<{ method: { sortOrder: number } }>().method.sortOrder).toBe(99);
  });

  it('refuses min above max, zero, unknown methods and currencies, other roles and players', async () => {
    const { token } = await staffSession(testApp(), 'content');
    const methods = (await call('GET', '/admin/payment-methods', token)).json<{
      methods: Method[];
    }>().methods;
    const method = methods.find((candidate) => candidate.deposits)!;
    const currency = method.currencies[0]!.currency;
    const url = `/admin/payment-methods/${method.code}/currencies/${currency}`;
    const inverted = await call('PATCH', url, token, { depositMin: '500', depositMax: '400' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ code: 'STAFF.LIMITS_INVALID' });
    const aboveMax = await call('PATCH', url, token, { depositMin: '999999999999999' });
    expect(aboveMax.json()).toMatchObject({ code: 'STAFF.LIMITS_INVALID' });
    expect((await call('PATCH', url, token, { depositMin: '0' })).statusCode).toBe(400);
    expect((await call('PATCH', url, token, { depositMin: '1.5' })).statusCode).toBe(400);
    expect(
      (await call('PATCH', '/admin/payment-methods/pm.none.none', token, { status: 'active' }))
        .statusCode,
    ).toBe(404);
    const missing = ['USD', 'INR', 'EUR', 'TRY', 'RUB', 'KZT', 'UZS'].find(
      (code) => !method.currencies.some((row) => row.currency === code),
    );
    if (missing) {
      expect(
        (
          await call(
            'PATCH',
            `/admin/payment-methods/${method.code}/currencies/${missing}`,
            token,
            {},
          )
        ).statusCode,
      ).toBe(404);
    }
    const support = await staffSession(testApp(), 'support');
    expect((await call('GET', '/admin/payment-methods', support.token)).statusCode).toBe(403);
    const player = await registerPlayer(testApp().app);
    expect((await call('GET', '/admin/payment-methods', player.token)).statusCode).toBe(401);
  });
});
