import { ErrorCode, transactionsResponseSchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { paymentTransactions } from './payments.schema.js';

const testApp = useTestApp();

function get(url: string, token?: string) {
  return testApp().app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

type NewItem = typeof paymentTransactions.$inferInsert;

/** History rows as the payment, referral and bonus features write them, a minute apart. */
async function history(userId: number, items: Partial<NewItem>[]) {
  const start = Date.UTC(2026, 10, 1, 12);
  return testApp()
    .database.db.insert(paymentTransactions)
    .values(
      items.map((item, index) => ({
        userId,
        type: 'deposit',
        source: 'payment',
        status: 'success',
        systemId: 'paytm',
        methodName: 'PayTM',
        methodLogo: '/payments/paytm.svg',
        amount: 1_000n,
        currencyCode: 'INR',
        createdAt: new Date(start + index * 60_000),
        ...item,
      })),
    )
    .returning();
}

describe('GET /transactions', () => {
  it('needs a signed-in player', async () => {
    const response = await get('/transactions');
    expect(response.statusCode).toBe(403);
  });

  it('answers deposits newest first, 10 a page, with paging figures and the filter systems', async () => {
    const player = await registerPlayer(testApp().app);
    await history(
      player.id,
      Array.from({ length: 23 }, (_, index) => ({
        amount: BigInt(100 * (index + 1)),
        ...(index % 5 === 0 && { systemId: 'bkash', methodName: 'bKash', methodLogo: null }),
      })),
    );
    await history(player.id, [{ type: 'withdraw', status: 'request', amount: 500n }]);

    const first = await get('/transactions?type=deposit', player.token);
    expect(first.statusCode).toBe(200);
    const body = z.parse(transactionsResponseSchema, first.json());
    expect(body).toMatchObject({ page: 1, lastPage: 3, total: 23 });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({ amount: 2_300, type: 'deposit', status: 'success' });
    expect(body.items.map((item) => item.amount)).toEqual(
      [...body.items.map((item) => item.amount)].sort((a, b) => b - a),
    );
    expect(body.systems.map((system) => system.systemId).sort()).toEqual(['bkash', 'paytm']);

    const third = z.parse(
      transactionsResponseSchema,
      (await get('/transactions?type=deposit&page=3', player.token)).json(),
    );
    expect(third.items.map((item) => item.amount)).toEqual([300, 200, 100]);
  });

  it('answers withdrawals 25 a page, and filters by system', async () => {
    const player = await registerPlayer(testApp().app);
    await history(player.id, [
      ...Array.from({ length: 30 }, () => ({ type: 'withdraw', status: 'pending' })),
      {
        type: 'deposit',
        source: 'referral',
        systemId: 'referral',
        methodName: '',
        methodLogo: null,
      },
      { type: 'deposit', source: 'bonus', systemId: 'bonus', methodName: 'Welcome bonus' },
    ]);
    const withdrawals = z.parse(
      transactionsResponseSchema,
      (await get('/transactions?type=withdraw', player.token)).json(),
    );
    expect(withdrawals.items).toHaveLength(25);
    expect(withdrawals).toMatchObject({ total: 30, lastPage: 2 });
    expect(withdrawals.items.every((item) => item.type === 'withdraw')).toBe(true);

    const referral = z.parse(
      transactionsResponseSchema,
      (await get('/transactions?type=deposit&systemId=referral', player.token)).json(),
    );
    expect(referral.items).toHaveLength(1);
    expect(referral.items[0]).toMatchObject({
      source: 'referral',
      method: { name: '', logo: null },
    });
    const payments = z.parse(
      transactionsResponseSchema,
      (await get('/transactions?type=deposit&systemId=payment', player.token)).json(),
    );
    expect(payments.total).toBe(0);
    const paytm = z.parse(
      transactionsResponseSchema,
      (await get('/transactions?type=withdraw&systemId=paytm&limit=5', player.token)).json(),
    );
    expect(paytm).toMatchObject({ total: 30, lastPage: 6 });
    // The filter options list every system of this type, whatever filter is applied.
    expect(referral.systems.map((system) => system.systemId).sort()).toEqual(['bonus', 'referral']);
  });

  it("gives each item its method's code, for the site to name it in the player's language", async () => {
    const player = await registerPlayer(testApp().app);
    await history(player.id, [
      { methodCode: 'pm.test.test', systemId: 'test', methodName: 'Test payment' },
      { methodCode: 'pm.retired.method' },
      { methodCode: null, source: 'bonus', systemId: 'bonus', methodName: 'Welcome bonus' },
    ]);
    const body = z.parse(
      transactionsResponseSchema,
      (await get('/transactions?type=deposit', player.token)).json(),
    );
    expect(body.items.map((item) => item.method.code)).toEqual([null, null, 'pm.test.test']);
  });

  it('filters by status, one or several, and refuses an unknown one', async () => {
    const player = await registerPlayer(testApp().app);
    await history(player.id, [
      { status: 'success' },
      { status: 'rejected' },
      { status: 'error' },
      { status: 'request' },
      { status: 'success' },
    ]);
    const list = async (query: string) =>
      z.parse(
        transactionsResponseSchema,
        (await get(`/transactions?type=deposit&${query}`, player.token)).json(),
      );
    expect((await list('status=success')).total).toBe(2);
    const failed = await list('status=error,rejected&limit=1');
    expect(failed).toMatchObject({ total: 2, lastPage: 2 });
    expect(failed.items.map((item) => item.status)).toEqual(['error']);
    const refused = await get('/transactions?status=paid', player.token);
    expect(refused.statusCode).toBe(400);
  });

  it('never shows another player items', async () => {
    const owner = await registerPlayer(testApp().app);
    const other = await registerPlayer(testApp().app);
    const [item] = await history(owner.id, [{}]);
    const list = (await get('/transactions', other.token)).json() as { total: number };
    expect(list.total).toBe(0);

    const own = await get(`/transactions/${item!.id}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ transaction: { id: item!.id, amount: 1_000 } });

    const foreign = await get(`/transactions/${item!.id}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: ErrorCode.TransactionNotFound });
  });

  it('refuses bad queries with 400', async () => {
    const player = await registerPlayer(testApp().app);
    for (const query of [
      'type=bonus',
      'page=0',
      'page=abc',
      'limit=0',
      'limit=101',
      'systemId=%3Cscript%3E',
    ]) {
      const response = await get(`/transactions?${query}`, player.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    }
    const badId = await get('/transactions/not-a-uuid', player.token);
    expect(badId.statusCode).toBe(400);
  });

  it('answers an empty page past the end rather than an error', async () => {
    const player = await registerPlayer(testApp().app);
    const body = (await get('/transactions?page=9', player.token)).json();
    expect(body).toMatchObject({ items: [], page: 9, lastPage: 1, total: 0 });
  });
});
