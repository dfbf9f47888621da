import type { ErrorBody, LanguageCode, MinorAmountValue } from '@jackdaw/contracts';
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
  amount: MinorAmountValue | null;
  /** The last failure as the server gave it: its stable code and its message. */
  error: TransferError | null;
  /**
   * One key per attempt at an amount: Retry sends the same key again, so a transfer whose answer
   * was lost moves the money once; a new amount gets a new key.
   */
  idempotencyKey: string | null;
}

/** A failure as the server answers it (its error body). */
export type TransferError = ErrorBody;

export type TransferEvent =
  | { type: 'submit'; amount: number; idempotencyKey: string }
  | { type: 'retry' }
  | { type: 'succeeded'; amount: MinorAmountValue }
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

/** The referral balance and the currency's minimum transfer, in minor units as the API gives them. */
export interface TransferLimits {
  min: MinorAmountValue;
  balance: MinorAmountValue;
}

/**
 * The amount typed, read in the player's language into minor units: at least the currency's
 * minimum transfer and at most the referral balance.
 *
 * @example checkTransferAmount('25', { min: 1000, balance: 5000 }, 'EN') // { verdict: 'ok', amount: 2500 }
 */
export function checkTransferAmount(
  text: string,
  limits: TransferLimits,
  language: LanguageCode,
): TransferAmountCheck {
  if (text.trim() === '') return { verdict: 'empty', amount: null };
  const parsed = parseAmount(text, language);
  if (parsed === null || parsed <= 0n) return { verdict: 'invalid', amount: null };
  const amount = Number(parsed);
  if (parsed > BigInt(limits.balance)) return { verdict: 'above', amount };
  if (parsed < BigInt(limits.min)) return { verdict: 'below', amount };
  return { verdict: 'ok', amount };
}

/** Whether the balance can be moved at all: something there, and at least the minimum. */
export function canTransfer(limits: TransferLimits): boolean {
  const balance = BigInt(limits.balance);
  return balance > 0n && balance >= BigInt(limits.min);
}

/** Minor units as the field shows them: digits, and a '.' fraction only when there is one. */
export function amountText(minor: MinorAmountValue): string {
  const value = BigInt(minor);
  const whole = value / 100n;
  const fraction = value % 100n;
  return fraction === 0n ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A fresh idempotency key (UUID where the browser makes one: secure origins). */
export function newTransferKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
