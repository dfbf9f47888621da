import type { LanguageCode } from '@jackdaw/contracts';
import { parseAmount } from '@jackdaw/money';

/**
 * The transfer of referral money to the main balance (engagement §3 "Referral" status values,
 * §4 "Withdrawal status"): the amount step, the call under way, then success or failure with the
 * server's message kept. Clearing returns to the amount step with the amount and error emptied.
 */
export type TransferStatus = 'amount' | 'loading' | 'success' | 'failed';

export interface TransferState {
  status: TransferStatus;
  /** Minor units asked (loading, failed) or moved (success); null on the amount step. */
  amount: number | null;
  /** The last failure as the server gave it: its stable code and its message. */
  error: TransferError | null;
  /**
   * One key per attempt at an amount: Retry sends the same key again, so a transfer whose answer
   * was lost moves the money once; a new amount gets a new key.
   */
  idempotencyKey: string | null;
}

export interface TransferError {
  code: string;
  message: string;
}

export type TransferEvent =
  | { type: 'submit'; amount: number; idempotencyKey: string }
  | { type: 'retry' }
  | { type: 'succeeded'; amount: number }
  | { type: 'failed'; error: TransferError }
  | { type: 'clear' };

export const initialTransfer: TransferState = {
  status: 'amount',
  amount: null,
  error: null,
  idempotencyKey: null,
};

export function transferReducer(state: TransferState, event: TransferEvent): TransferState {
  switch (event.type) {
    case 'submit':
      // One call at a time: a second press while loading is ignored.
      if (state.status === 'loading') return state;
      return {
        status: 'loading',
        amount: event.amount,
        error: null,
        idempotencyKey: event.idempotencyKey,
      };
    case 'retry':
      if (state.status !== 'failed' || state.amount === null) return state;
      return { ...state, status: 'loading', error: null };
    case 'succeeded':
      if (state.status !== 'loading') return state;
      return { ...state, status: 'success', amount: event.amount, error: null };
    case 'failed':
      if (state.status !== 'loading') return state;
      return { ...state, status: 'failed', error: event.error };
    case 'clear':
      return initialTransfer;
  }
}

export type TransferAmountCheck =
  | { verdict: 'ok'; amount: number }
  | { verdict: 'empty' | 'invalid' | 'below' | 'above'; amount: number | null };

/**
 * The amount typed, read in the player's language into minor units: at least the currency's
 * minimum transfer and at most the referral balance.
 *
 * @example checkTransferAmount('25', { min: 1000, balance: 5000 }, 'EN') // { verdict: 'ok', amount: 2500 }
 */
export function checkTransferAmount(
  text: string,
  limits: { min: number; balance: number },
  language: LanguageCode,
): TransferAmountCheck {
  if (text.trim() === '') return { verdict: 'empty', amount: null };
  const parsed = parseAmount(text, language);
  if (parsed === null || parsed <= 0n) return { verdict: 'invalid', amount: null };
  const amount = Number(parsed);
  if (amount > limits.balance) return { verdict: 'above', amount };
  if (amount < limits.min) return { verdict: 'below', amount };
  return { verdict: 'ok', amount };
}

/** Whether the balance can be moved at all: something there, and at least the minimum. */
export function canTransfer(limits: { min: number; balance: number }): boolean {
  return limits.balance > 0 && limits.balance >= limits.min;
}

/** Minor units as the field shows them: digits, and a '.' fraction only when there is one. */
export function amountText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
