import type { PaymentState, TransactionStatus } from '@jackdaw/contracts';
import type { ProviderStatus } from './payment-provider.js';

/**
 * The life of a payment, as pure functions (no database, no clock): which event moves which
 * status where, and what money it moves. The service applies the effects through the ledger in
 * the same database transaction as the status change.
 *
 * Deposit:    created → pending → success (credit) → reversed (credit reversed)
 *             created | pending → failed (failure counted); a late success after failed still
 *             credits (the money did arrive), once.
 * Withdrawal: request (held) → pending (approved, sent to the provider) → completed (paid out);
 *             request | pending → rejected (operator or provider refusal; released);
 *             request → canceled (player) and request | pending → canceled (provider; released).
 *
 * Anything else is ignored: a repeated or stale callback changes nothing, so callbacks may come
 * any number of times in any order.
 */
export type PaymentType = 'deposit' | 'withdraw';

export type PaymentEvent =
  | { kind: 'provider'; status: ProviderStatus }
  /** A deposit the provider never settled, given up after its lifetime. */
  | { kind: 'expire' }
  | { kind: 'approve' }
  | { kind: 'reject' }
  /** The player's own cancellation. */
  | { kind: 'cancel' };

export type PaymentEffect =
  'credit' | 'reverseCredit' | 'countFailure' | 'release' | 'payout' | 'sendToProvider';

export type Transition = { to: PaymentState; effects: PaymentEffect[] } | { ignored: string };

const DEPOSIT_STATES = ['created', 'pending', 'success', 'failed', 'reversed'] as const;
const WITHDRAW_STATES = ['request', 'pending', 'completed', 'rejected', 'canceled'] as const;

export const isTerminal = (type: PaymentType, status: PaymentState): boolean =>
  type === 'deposit'
    ? status === 'reversed' || status === 'failed' || status === 'success'
    : status === 'completed' || status === 'rejected' || status === 'canceled';

export const initialState = (type: PaymentType): PaymentState =>
  type === 'deposit' ? 'created' : 'request';

export const statesOf = (type: PaymentType): readonly PaymentState[] =>
  type === 'deposit' ? DEPOSIT_STATES : WITHDRAW_STATES;

const go = (to: PaymentState, ...effects: PaymentEffect[]): Transition => ({ to, effects });
const ignore = (why: string): Transition => ({ ignored: why });

export function transition(type: PaymentType, from: PaymentState, event: PaymentEvent): Transition {
  return type === 'deposit' ? depositTransition(from, event) : withdrawalTransition(from, event);
}

function depositTransition(from: PaymentState, event: PaymentEvent): Transition {
  const open = from === 'created' || from === 'pending';
  if (event.kind === 'expire') return open ? go('failed', 'countFailure') : ignore('settled');
  if (event.kind !== 'provider') return ignore(`${event.kind} does not apply to deposits`);
  switch (event.status) {
    case 'pending':
      return from === 'created' ? go('pending') : ignore(`already ${from}`);
    case 'success':
      return open || from === 'failed' ? go('success', 'credit') : ignore(`already ${from}`);
    case 'failed':
    case 'canceled':
      return open ? go('failed', 'countFailure') : ignore(`already ${from}`);
    case 'reversed':
      return from === 'success'
        ? go('reversed', 'reverseCredit')
        : ignore(`${from} cannot be reversed`);
  }
}

function withdrawalTransition(from: PaymentState, event: PaymentEvent): Transition {
  const open = from === 'request' || from === 'pending';
  switch (event.kind) {
    case 'approve':
      return from === 'request' ? go('pending', 'sendToProvider') : ignore(`already ${from}`);
    case 'reject':
      return open ? go('rejected', 'release') : ignore(`already ${from}`);
    case 'cancel':
      return from === 'request' ? go('canceled', 'release') : ignore(`already ${from}`);
    case 'expire':
      return ignore('withdrawals wait for the operator');
    case 'provider':
      switch (event.status) {
        case 'success':
          return from === 'pending'
            ? go('completed', 'payout')
            : ignore(`${from} is not paying out`);
        case 'failed':
          return from === 'pending' ? go('rejected', 'release') : ignore(`already ${from}`);
        case 'canceled':
          return open ? go('canceled', 'release') : ignore(`already ${from}`);
        case 'pending':
        case 'reversed':
          return ignore(`${event.status} changes nothing for a withdrawal`);
      }
  }
}

/** The status the player's history shows (engagement §3 "Transaction"). */
export function historyStatus(status: PaymentState): TransactionStatus {
  switch (status) {
    case 'created':
    case 'request':
      return 'request';
    case 'pending':
      return 'pending';
    case 'success':
    case 'completed':
      return 'success';
    case 'failed':
      return 'error';
    case 'rejected':
      return 'rejected';
    case 'reversed':
    case 'canceled':
      return 'canceled';
  }
}

/** Which of the player's failed deposits this is: notifications differ (engagement §3). */
export function failureOrdinal(count: number): 'first' | 'second' | 'rest' {
  return count <= 1 ? 'first' : count === 2 ? 'second' : 'rest';
}
