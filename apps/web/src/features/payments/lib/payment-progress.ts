import type { Payment, PaymentState } from '@jackdaw/contracts';

/**
 * How far a created payment has come, as the result popups tell it. A deposit is done once
 * credited (success) or refused; a withdrawal succeeds only at `completed` (engagement §4
 * "Withdrawal request"): `request` waits for approval, `pending` is on its way to the provider.
 */
export type PaymentProgress =
  'processing' | 'awaitingApproval' | 'sending' | 'succeeded' | 'failed';

export function progressOf(payment: Pick<Payment, 'type' | 'status'>): PaymentProgress {
  const status: PaymentState = payment.status;
  if (payment.type === 'deposit') {
    if (status === 'success') return 'succeeded';
    if (status === 'failed' || status === 'reversed') return 'failed';
    return 'processing';
  }
  if (status === 'completed') return 'succeeded';
  if (status === 'rejected' || status === 'canceled' || status === 'failed') return 'failed';
  if (status === 'pending') return 'sending';
  return 'awaitingApproval';
}

export const isSettled = (progress: PaymentProgress): boolean =>
  progress === 'succeeded' || progress === 'failed';
