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
 *             created | pending → expired (not paid within the operator's time; nothing moves,
 *             nothing counted); a late success after expired credits too, once.
 * Withdrawal: the table WITHDRAWAL_TRANSITIONS. request (held) → pending (approved, sent to the
 *             provider) → completed (paid out); request → rejected (operator) or canceled
 *             (player), released; pending ends only by the provider's word; a provider's success
 *             after a local end is paid out of the real balance, never dropped.
 *
 * Anything else is ignored: a repeated or stale callback changes nothing, so callbacks may come
 * any number of times in any order.
 *
 * A staff hold on a withdrawal is not a state here but a flag on the payment (staff-payments.ts,
 * README "Decisions"): a held withdrawal is still a `request`, and approving it is refused until
 * the hold is released.
 */
export type PaymentType = 'deposit' | 'withdraw';

export type PaymentEvent =
  | { kind: 'provider'; status: ProviderStatus }
  /** A deposit not paid within the operator's time (`DEPOSIT_EXPIRY_MINUTES`), given up. */
  | { kind: 'expire' }
  | { kind: 'approve' }
  | { kind: 'reject' }
  /** The player's own cancellation. */
  | { kind: 'cancel' };

export type PaymentEffect =
  | 'credit'
  | 'reverseCredit'
  | 'countFailure'
  | 'release'
  | 'payout'
  | 'latePayout'
  | 'sendToProvider';

export type Transition = { to: PaymentState; effects: PaymentEffect[] } | { ignored: string };

const DEPOSIT_STATES = [
  'created',
  'pending',
  'success',
  'failed',
  'canceled',
  'expired',
  'reversed',
] as const;
const WITHDRAW_STATES = ['request', 'pending', 'completed', 'rejected', 'canceled'] as const;

export const isTerminal = (type: PaymentType, status: PaymentState): boolean =>
  type === 'deposit'
    ? status === 'reversed' ||
      status === 'failed' ||
      status === 'canceled' ||
      status === 'expired' ||
      status === 'success'
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
  // An abandoned deposit is no failure of the player's: it is not counted (README "Decisions").
  if (event.kind === 'expire') return open ? go('expired') : ignore('settled');
  if (event.kind !== 'provider') return ignore(`${event.kind} does not apply to deposits`);
  switch (event.status) {
    case 'pending':
      return from === 'created' ? go('pending') : ignore(`already ${from}`);
    case 'success':
      // The money did arrive: a late success credits after a failure or an expiry, once.
      return open || from === 'failed' || from === 'canceled' || from === 'expired'
        ? go('success', 'credit')
        : ignore(`already ${from}`);
    case 'failed':
      return open ? go('failed', 'countFailure') : ignore(`already ${from}`);
    case 'canceled':
      // Cancelled at the provider by the player: its own status, so the site does not tell it
      // as an error; still counted among the failed deposits (README "Decisions").
      return open ? go('canceled', 'countFailure') : ignore(`already ${from}`);
    case 'reversed':
      return from === 'success'
        ? go('reversed', 'reverseCredit')
        : ignore(`${from} cannot be reversed`);
  }
}

/** A withdrawal's states and the events that reach it, as the table's rows and columns. */
export const WITHDRAWAL_STATES = WITHDRAW_STATES;
export type WithdrawalState = (typeof WITHDRAW_STATES)[number];
export const WITHDRAWAL_EVENTS = [
  'approve',
  'reject',
  'cancel',
  'expire',
  'provider:pending',
  'provider:success',
  'provider:failed',
  'provider:canceled',
  'provider:reversed',
] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

const SENT = 'sent to the provider, only its answer or a reconcile ends it';
const NOT_SENT = 'not sent to the provider';

/**
 * Every withdrawal transition, one cell per (state, event) pair (README "Decisions"). Money:
 * `request` holds it; `release` gives the hold back, `payout` pays the hold to the provider, and
 * `latePayout` pays from the real balance a payout the provider made after the hold was already
 * released (the service raises a review when the balance does not cover it).
 *
 * - Once approved (`pending`) the withdrawal is the provider's: the operator's reject and the
 *   player's cancel are refused, and only the provider's answer (callback or status call) ends it.
 * - A provider's success is never dropped: from `request` the hold pays it, from a local end
 *   (`rejected`, `canceled`) the real balance does.
 */
export const WITHDRAWAL_TRANSITIONS: Record<
  WithdrawalState,
  Record<WithdrawalEvent, Transition>
> = {
  request: {
    approve: go('pending', 'sendToProvider'),
    reject: go('rejected', 'release'),
    cancel: go('canceled', 'release'),
    expire: ignore('withdrawals wait for the operator'),
    'provider:pending': ignore(NOT_SENT),
    'provider:success': go('completed', 'payout'),
    'provider:failed': ignore(NOT_SENT),
    'provider:canceled': ignore(NOT_SENT),
    'provider:reversed': ignore(NOT_SENT),
  },
  pending: {
    approve: ignore('already approved'),
    reject: ignore(SENT),
    cancel: ignore(SENT),
    expire: ignore(SENT),
    'provider:pending': ignore('still paying out'),
    'provider:success': go('completed', 'payout'),
    'provider:failed': go('rejected', 'release'),
    'provider:canceled': go('canceled', 'release'),
    'provider:reversed': ignore('reversed changes nothing for a payout not made'),
  },
  completed: {
    approve: ignore('already completed'),
    reject: ignore('already completed'),
    cancel: ignore('already completed'),
    expire: ignore('already completed'),
    'provider:pending': ignore('already completed'),
    'provider:success': ignore('already completed'),
    'provider:failed': ignore('already completed'),
    'provider:canceled': ignore('already completed'),
    'provider:reversed': ignore('already completed'),
  },
  rejected: {
    approve: ignore('already rejected'),
    reject: ignore('already rejected'),
    cancel: ignore('already rejected'),
    expire: ignore('already rejected'),
    'provider:pending': ignore('already rejected'),
    'provider:success': go('completed', 'latePayout'),
    'provider:failed': ignore('already rejected'),
    'provider:canceled': ignore('already rejected'),
    'provider:reversed': ignore('already rejected'),
  },
  canceled: {
    approve: ignore('already canceled'),
    reject: ignore('already canceled'),
    cancel: ignore('already canceled'),
    expire: ignore('already canceled'),
    'provider:pending': ignore('already canceled'),
    'provider:success': go('completed', 'latePayout'),
    'provider:failed': ignore('already canceled'),
    'provider:canceled': ignore('already canceled'),
    'provider:reversed': ignore('already canceled'),
  },
};

export const withdrawalEventKey = (event: PaymentEvent): WithdrawalEvent =>
  event.kind === 'provider' ? `provider:${event.status}` : event.kind;

function withdrawalTransition(from: PaymentState, event: PaymentEvent): Transition {
  const row = WITHDRAWAL_TRANSITIONS[from as WithdrawalState] as
    Record<WithdrawalEvent, Transition> | undefined;
  return row ? row[withdrawalEventKey(event)] : ignore(`${from} is not a withdrawal state`);
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
    case 'expired':
      return 'expired';
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
