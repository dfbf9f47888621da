import { playBetLimits, type CurrencyCode } from '@jackdaw/contracts';
import type { PaymentChangedHook } from '../payments/index.js';
import type { Ledger, MovementHook } from '../wallet/index.js';
import { failedDepositKind } from './kinds.js';
import type { Notifier } from './types.js';

/**
 * The deposit notifications (payments' onPaymentChanged, in the change's transaction): a credited
 * deposit is SystemFirstDeposit for the player's first, else SystemSuccessfulDeposit with its
 * amount; a failed one the step its failure ordinal names. The payment id is the ref: a replayed
 * callback notifies once.
 */
export function depositNotifications(notifier: Notifier): PaymentChangedHook {
  return async (tx, { payment, from, firstDeposit }) => {
    if (payment.type !== 'deposit' || payment.status === from) return;
    const base = {
      userId: payment.userId,
      amount: payment.amount,
      currency: payment.currencyCode as CurrencyCode,
      ref: payment.id,
    };
    if (payment.status === 'success') {
      await notifier.raise(tx, {
        ...base,
        kind: firstDeposit ? 'SystemFirstDeposit' : 'SystemSuccessfulDeposit',
      });
      return;
    }
    if (payment.status === 'failed') {
      const kind = failedDepositKind(payment.failureOrdinal);
      if (kind) await notifier.raise(tx, { ...base, kind });
    }
  };
}

/**
 * SystemBalanceUtilization (ledger.onMovement): a bet that leaves the player's real plus casino
 * bonus balance below the currency's minimum bet (playBetLimits, the same figure the bonus
 * depletion rule uses). Once per running out: the ref is the player's last deposit notification,
 * so the next one comes only after money was deposited again.
 */
export function balanceUtilization(
  notifier: Notifier,
  ledger: Pick<Ledger, 'balances'>,
): MovementHook {
  return async ({ tx, userId, currency, kind }) => {
    if (kind !== 'bet') return;
    const balances = (await ledger.balances(userId, tx)).get(currency);
    const left = (balances?.get('real') ?? 0n) + (balances?.get('bonus_casino') ?? 0n);
    if (left >= BigInt(playBetLimits(currency).min)) return;
    const [last] = await tx.query<{ id: number | null }>(
      `select max(id) id from notifications
        where user_id = $1 and kind in ('SystemFirstDeposit', 'SystemSuccessfulDeposit')`,
      [userId],
    );
    await notifier.raise(tx, {
      userId,
      kind: 'SystemBalanceUtilization',
      currency,
      ref: `after-deposit:${last?.id ?? 0}`,
    });
  };
}
