import { walletBalancesResponseSchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import type { PlayerAccountKind } from './accounts.js';
import { createLedger } from './ledger.js';
import { verifyLedger } from './ledger-verify.js';

const testApp = useTestApp();

function balances(token?: string) {
  return testApp().app.inject({
    method: 'GET',
    url: '/api/v1/wallet/balances',
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Credits one of the player's accounts from a house account, as the engines that own it do. */
function credit(
  userId: number,
  kind: Exclude<PlayerAccountKind, 'real' | 'withdrawal_hold'>,
  amount: bigint,
  currency: 'INR' | 'EUR' = 'INR',
) {
  const house = kind === 'referral' ? 'referral_expense' : 'bonus_expense';
  return createLedger(testApp().database.sql).post({
    key: `${kind}-${currency}-${userId}`,
    kind: kind === 'referral' ? 'referral_commission_bet' : 'bonus_grant',
    currency,
    userId,
    request: {},
    lock: [kind],
    house: [{ kind: house }],
    plan: () => [
      { account: { userId, kind }, amount },
      { account: { house }, amount: -amount },
    ],
  });
}

describe('GET /wallet/balances', () => {
  it('answers every account of a new player, each at zero', async () => {
    const player = await registerPlayer(testApp().app);
    const response = await balances(player.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(z.parse(walletBalancesResponseSchema, response.json())).toEqual({
      statusCode: 200,
      currencyCode: 'INR',
      accounts: [
        { kind: 'real', amount: 0 },
        { kind: 'bonus_casino', amount: 0 },
        { kind: 'bonus_sport', amount: 0 },
        { kind: 'freespin_winnings', amount: 0 },
        { kind: 'referral', amount: 0 },
      ],
    });
  });

  it("answers each account's own balance in the player's currency, nobody else's", async () => {
    const player = await registerPlayer(testApp().app);
    const other = await registerPlayer(testApp().app);
    await createLedger(testApp().database.sql).deposit({
      key: `dep-${player.id}`,
      userId: player.id,
      currency: 'INR',
      amount: 12_345n,
      provider: 'paytm',
    });
    await credit(player.id, 'bonus_casino', 5_000n);
    await credit(player.id, 'bonus_sport', 700n);
    await credit(player.id, 'freespin_winnings', 321n);
    await credit(player.id, 'referral', 250n);
    // Money in another currency and another player's money are not this player's INR accounts.
    await credit(player.id, 'bonus_sport', 999n, 'EUR');
    await credit(other.id, 'bonus_casino', 40_000n);

    const body = z.parse(walletBalancesResponseSchema, (await balances(player.token)).json());
    expect(body.accounts).toEqual([
      { kind: 'real', amount: 12_345 },
      { kind: 'bonus_casino', amount: 5_000 },
      { kind: 'bonus_sport', amount: 700 },
      { kind: 'freespin_winnings', amount: 321 },
      { kind: 'referral', amount: 250 },
    ]);
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });

  it('is refused without a valid token (403, nothing read)', async () => {
    const missing = await balances();
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ statusCode: 403 });
    expect((await balances('not-a-token')).statusCode).toBe(403);
  });
});
