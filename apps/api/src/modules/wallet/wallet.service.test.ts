import { userProfileResponseSchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { createLedger } from './ledger.js';
import { verifyLedger } from './ledger-verify.js';

const testApp = useTestApp();

function get(url: string, token?: string) {
  return testApp().app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('profile balances', () => {
  it('are read from the ledger accounts', async () => {
    const player = await registerPlayer(testApp().app);
    const ledger = createLedger(testApp().database.sql);
    await ledger.deposit({
      key: `dep-${player.id}`,
      userId: player.id,
      currency: 'INR',
      amount: 12_345n,
      provider: 'paytm',
    });
    await ledger.post({
      key: `ref-${player.id}`,
      kind: 'referral_commission_bet',
      currency: 'INR',
      userId: player.id,
      request: {},
      lock: ['referral'],
      house: [{ kind: 'referral_expense' }],
      plan() {
        return [
          { account: { userId: player.id, kind: 'referral' }, amount: 250n },
          { account: { house: 'referral_expense' }, amount: -250n },
        ];
      },
    });
    await ledger.post({
      key: `bonus-${player.id}`,
      kind: 'bonus_grant',
      currency: 'INR',
      userId: player.id,
      request: {},
      lock: ['bonus_casino'],
      house: [{ kind: 'bonus_expense' }],
      plan() {
        return [
          { account: { userId: player.id, kind: 'bonus_casino' }, amount: 5_000n },
          { account: { house: 'bonus_expense' }, amount: -5_000n },
        ];
      },
    });
    await ledger.freeRoundWin({
      key: `free-round-${player.id}`,
      userId: player.id,
      currency: 'INR',
      amount: 700n,
      provider: 'jackdaw',
    });
    const profile = z.parse(
      userProfileResponseSchema,
      (await get('/users/profile', player.token)).json(),
    );
    expect(profile.user.balance).toEqual({
      balance: 12_345,
      bonusBalance: 5_000,
      casinoBonus: 5_000,
      sportBonus: 0,
      freespinWinnings: 700,
      referrerBalance: 250,
      info: { sumCommissionBet: 250, sumCommissionDeposit: 0 },
    });
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });
});
