import type { Payment } from '@jackdaw/contracts';

/**
 * How far a created payment has come, as the result popups tell it. A deposit is done once
 * credited (success), refused or reversed (failed), cancelled by the player at the provider
 * (canceled) or left unpaid past its time (expired): each of the last three has its own words.
 * A withdrawal succeeds only at `completed` (engagement §4 "Withdrawal request"): `request`
 * waits for approval, `pending` is on its way to the provider.
 */
export type PaymentProgress =
  'processing' | 'awaitingApproval' | 'sending' | 'succeeded' | 'failed' | 'canceled' | 'expired';

export function progressOf(payment: Pick<Payment, 'type' | 'status'>): PaymentProgress {
  // Read as text: a status the site does not know yet keeps the payment processing.
  const status: string = payment.status;
  if (payment.type === 'deposit') {
    if (status === 'success') return 'succeeded';
    if (status === 'canceled') return 'canceled';
    if (status === 'expired') return 'expired';
    if (status === 'failed' || status === 'reversed') return 'failed';
    return 'processing';
  }
  if (status === 'completed') return 'succeeded';
  if (status === 'rejected' || status === 'canceled' || status === 'failed') return 'failed';
  if (status === 'pending') return 'sending';
  return 'awaitingApproval';
}

/** A deposit's end without money: refused, cancelled or expired. */
export const isUnpaid = (progress: PaymentProgress | null): boolean =>
  progress === 'failed' || progress === 'canceled' || progress === 'expired';

export const isSettled = (progress: PaymentProgress): boolean =>
  progress === 'succeeded' || isUnpaid(progress);
