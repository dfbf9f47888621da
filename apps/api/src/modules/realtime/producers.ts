import type { CurrencyCode, PlayerEvent, UserProfile } from '@jackdaw/contracts';
import { beforeCommit, type SqlSession } from '../../db/client.js';
import { viewOf, type PaymentChangedHook } from '../payments/index.js';
import type { MovementHook } from '../wallet/index.js';
import type { Realtime } from './types.js';

/*
 * The events this module raises itself: the balance after a transaction's movements, and a
 * payment's new status. Both publish in the change's transaction, so they exist exactly when it
 * commits.
 */

/** Reads the balances /users/profile shows, in `tx` (the wallet's reader). */
export type BalanceReaderIn = (
  userId: number,
  currency: CurrencyCode,
  tx: SqlSession,
) => Promise<UserProfile['balance']>;

/**
 * The ledger's movement hook: one balance event per player and transaction, however many
 * movements it holds (a spin's bet and win, a deposit and its bonus), with the balances read in
 * the transaction just before it commits.
 */
export function balanceOnMovement(realtime: Realtime, balancesOf: BalanceReaderIn): MovementHook {
  return ({ tx, userId, currency }) =>
    beforeCommit(tx, `balance:${userId}`, async () => {
      const balance = await balancesOf(userId, currency, tx);
      await realtime.publish(tx, userId, { type: 'balance', currency, balance });
    });
}

/** payments' status-change hook: the player's payment screens follow it. */
export function paymentOnChange(realtime: Realtime): PaymentChangedHook {
  return async (tx, { payment, from }) => {
    if (payment.status === from) return;
    await realtime.publish(tx, payment.userId, { type: 'payment', payment: viewOf(payment) });
  };
}

/** The balance event a new stream starts with: the player's balances now. */
export function openingBalance(
  currencyOf: (userId: number) => Promise<string | undefined>,
  balancesOf: (userId: number, currency: CurrencyCode) => Promise<UserProfile['balance']>,
) {
  return async (userId: number): Promise<PlayerEvent | undefined> => {
    const currency = (await currencyOf(userId)) as CurrencyCode | undefined;
    if (!currency) return undefined;
    return { type: 'balance', currency, balance: await balancesOf(userId, currency) };
  };
}
