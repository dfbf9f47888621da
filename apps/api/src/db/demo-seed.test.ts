import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';
import { nextAddress } from '../../test/players.js';
import { verifyLedger } from '../modules/wallet/index.js';
import { openDatabase } from './client.js';
import { DEMO_PLAYER, seedDemoPlayer } from './demo-seed.js';

const testApp = useTestApp();

interface HistoryItem {
  id: string;
  type: string;
  status: string;
  source: string;
  systemId: string;
}

async function signIn() {
  const { app } = testApp();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: nextAddress(),
    payload: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
  });
  expect(login.statusCode).toBe(200);
  const token = (login.json() as { authToken: string }).authToken;
  const headers = { authorization: `Bearer ${token}` };
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
}

describe('demo player', () => {
  it('signs in and shows a history of more than one page, once, with a sound ledger', async () => {
    const { database, config } = testApp();
    // Two instances starting together (on PostgreSQL, two connections pools), then a restart.
    const other =
      database.kind === 'postgres' && database.url
        ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 })
        : database;
    try {
      await Promise.all([seedDemoPlayer(database, config), seedDemoPlayer(other, config)]);
    } finally {
      if (other !== database) await other.close();
    }
    await seedDemoPlayer(database, config);
    const api = await signIn();

    const deposits = await api('GET', '/transactions?type=deposit&limit=25');
    expect(deposits.json()).toMatchObject({ total: 16 });
    expect((await api('GET', '/transactions?type=deposit')).json()).toMatchObject({
      total: 16,
      lastPage: 2,
    });
    const withdrawals = await api('GET', '/transactions?type=withdraw');
    expect(withdrawals.json()).toMatchObject({ total: 4 });
    const statuses = (withdrawals.json() as { items: HistoryItem[] }).items
      .map((item) => item.status)
      .sort();
    expect(statuses).toEqual(['canceled', 'rejected', 'request', 'success']);

    const profile = await api('GET', '/users/profile');
    // Twelve deposits (15,000 ₹), less 1,200 ₹ paid out and 700 ₹ still held for a withdrawal,
    // plus 250 ₹ of referral commission and 500 ₹ of converted bonus; 300 ₹ of casino bonus in
    // wagering, and the free-spin campaign's winnings so far.
    expect(profile.json()).toMatchObject({
      user: {
        firstDeposit: true,
        balance: {
          balance: 1_500_000 - 120_000 - 70_000 + 25_000 + 50_000,
          bonusBalance: 30_000,
          casinoBonus: 30_000,
          sportBonus: 0,
        },
      },
    });
    expect(profile.json().user.balance.freespinWinnings).toBeGreaterThan(0);
    expect((await verifyLedger(database.db)).problems).toEqual([]);
  });

  it('made every payment of its history through the payments service', async () => {
    const api = await signIn();
    const items = [
      ...(
        (await api('GET', '/transactions?type=deposit&limit=25')).json() as {
          items: HistoryItem[];
        }
      ).items,
      ...(
        (await api('GET', '/transactions?type=withdraw&limit=25')).json() as {
          items: HistoryItem[];
        }
      ).items,
    ].filter((item) => item.source === 'payment');
    expect(items).toHaveLength(18);
    for (const item of items) {
      const payment = await api('GET', `/payments/transactions/${item.id}`);
      expect(payment.statusCode, `${item.type} ${item.systemId} ${item.status}`).toBe(200);
    }
    // Each credited deposit was credited by the provider's signed callback.
    const { sql } = testApp().database;
    const [{ count } = { count: 0 }] = await sql.query<{ count: number }>(
      `select count(*)::int as count from payment_callbacks c join payments p on p.id = c.payment_id
       join users u on u.id = p.user_id
       where u.email = $1 and c.signature_valid and c.outcome = 'applied'`,
      [DEMO_PLAYER.email],
    );
    expect(count).toBeGreaterThanOrEqual(12 + 1 + 1);
  });

  it('is refused a withdrawal while its reload bonus is active (the active-bonus popup)', async () => {
    const api = await signIn();
    const response = await api('POST', '/payments/paykassma/upi/withdrawal', {
      amount: 50_000,
      account: 'demo.player@upi',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: ErrorCode.WithdrawBlockedByBonus,
      message: 'You cannot withdraw funds while a bonus is active.',
    });
  });

  it('finishes an interrupted history and changes nothing when it is whole', async () => {
    const { database, config } = testApp();
    const { sql } = database;
    const snapshot = async () =>
      sql.query<{ id: string; status: string; created_at: string }>(
        `select p.id, p.status, p.created_at::text from payments p join users u on u.id = p.user_id
         where u.email = $1 order by p.id`,
        [DEMO_PLAYER.email],
      );
    const before = await snapshot();
    await seedDemoPlayer(database, config);
    expect(await snapshot()).toEqual(before);

    // A run that stopped before the bonus: the next one adds what is missing, once.
    await sql.query(
      `delete from payment_transactions where source = 'bonus' and user_id =
         (select id from users where email = $1)`,
      [DEMO_PLAYER.email],
    );
    await seedDemoPlayer(database, config);
    expect(await snapshot()).toEqual(before);
    const api = await signIn();
    expect((await api('GET', '/transactions?type=deposit&systemId=bonus')).json()).toMatchObject({
      total: 1,
    });
    expect((await verifyLedger(database.db)).problems).toEqual([]);
  });

  it('stops answering to its published password once test mode is off (issue 17 item 6)', async () => {
    const { app, database, config } = testApp();
    const api = await signIn();
    await seedDemoPlayer(database, { ...config, sandboxEnabled: false });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: nextAddress(),
      payload: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    expect(login.statusCode).toBe(401);
    // A session opened with the published password ends with it.
    expect((await api('GET', '/users/profile')).statusCode).toBe(403);
  });
});
