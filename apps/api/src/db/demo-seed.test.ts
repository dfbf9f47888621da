import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';
import { verifyLedger } from '../modules/wallet/ledger-verify.js';
import { DEMO_PLAYER, seedDemoPlayer } from './demo-seed.js';

const testApp = useTestApp();

describe('demo player', () => {
  it('signs in and shows a history of more than one page, once, with a sound ledger', async () => {
    const { app, database } = testApp();
    await seedDemoPlayer(database);
    await seedDemoPlayer(database);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { authToken: string }).authToken;
    const headers = { authorization: `Bearer ${token}` };

    const deposits = await app.inject({ url: '/api/v1/transactions?type=deposit', headers });
    expect(deposits.json()).toMatchObject({ total: 16, lastPage: 2 });
    const withdrawals = await app.inject({ url: '/api/v1/transactions?type=withdraw', headers });
    expect(withdrawals.json()).toMatchObject({ total: 4 });

    const profile = await app.inject({ url: '/api/v1/users/profile', headers });
    // Twelve deposits (15,000 ₹), less 1,200 ₹ paid out and 450 ₹ still held for a withdrawal,
    // plus 250 ₹ of referral commission and 500 ₹ of converted bonus; 300 ₹ of bonus left.
    expect(profile.json()).toMatchObject({
      user: {
        balance: { balance: 1_500_000 - 120_000 - 45_000 + 25_000 + 50_000, bonusBalance: 30_000 },
      },
    });
    expect((await verifyLedger(database.db)).problems).toEqual([]);
  });
});
