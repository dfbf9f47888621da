import type { Payment, UserProfileResponse } from '@jackdaw/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { profileQueryKeyRoot } from '../../shared/lib/use-session';
import { applyToCache } from './cache-effects';

const balances = (balance: number) => ({
  balance,
  bonusBalance: 0,
  casinoBonus: 0,
  sportBonus: 0,
  freespinWinnings: 0,
  referrerBalance: 0,
  info: { sumCommissionBet: 0, sumCommissionDeposit: 0 },
});

const profile = (balance: number) =>
  ({
    statusCode: 200,
    user: { id: 7, currencyCode: 'TRY', balance: balances(balance) },
  }) as unknown as UserProfileResponse;

describe('applyToCache', () => {
  it('writes a balance event into the profile in place, leaving the queries below it alone', () => {
    const client = new QueryClient();
    client.setQueryData([...profileQueryKeyRoot, 'token'], profile(0));
    client.setQueryData([...profileQueryKeyRoot, 'bonuses', 'cards', 'token'], { other: true });
    applyToCache(client, { type: 'balance', currency: 'TRY', balance: balances(50_000) });
    const after = client.getQueryData<UserProfileResponse>([...profileQueryKeyRoot, 'token']);
    expect(after?.user.balance.balance).toBe(50_000);
    expect(client.getQueryState([...profileQueryKeyRoot, 'token'])?.isInvalidated).toBe(false);
    expect(client.getQueryData([...profileQueryKeyRoot, 'bonuses', 'cards', 'token'])).toEqual({
      other: true,
    });
  });

  it('ignores a balance in another currency than the profile shows', () => {
    const client = new QueryClient();
    client.setQueryData([...profileQueryKeyRoot, 'token'], profile(100));
    applyToCache(client, { type: 'balance', currency: 'USD', balance: balances(9) });
    expect(
      client.getQueryData<UserProfileResponse>([...profileQueryKeyRoot, 'token'])?.user.balance
        .balance,
    ).toBe(100);
  });

  it("puts a payment event into that payment's query and marks the lists stale", () => {
    const client = new QueryClient();
    client.setQueryData(['transactions', 'deposit', 'all', 'any'], []);
    const payment = { id: 'p1', type: 'deposit', status: 'success' } as Payment;
    applyToCache(client, { type: 'payment', payment });
    expect(client.getQueryData(['payments', 'payment', 'p1'])).toEqual(payment);
    expect(client.getQueryState(['transactions', 'deposit', 'all', 'any'])?.isInvalidated).toBe(
      true,
    );
  });

  it('marks the bonus queries stale on a bonus event', () => {
    const client = new QueryClient();
    client.setQueryData([...profileQueryKeyRoot, 'bonuses', 'cards', 'token'], {});
    applyToCache(client, {
      type: 'bonus',
      bonus: { id: 1, status: 'active', progress: 50, wagered: '10', required: '20' },
    });
    expect(
      client.getQueryState([...profileQueryKeyRoot, 'bonuses', 'cards', 'token'])?.isInvalidated,
    ).toBe(true);
  });
});
