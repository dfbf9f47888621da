import { paymentNotFound } from './payment-errors.js';
import type { Payment, PaymentsRepository } from './payments.repository.js';

/** The signed-in player as the payments calls need them. */
export interface Payer {
  id: number;
  currencyCode: string;
  firstDeposit: boolean;
  /** Staff put the player on an AML hold (player-admin): no withdrawal until it is lifted. */
  amlHold?: boolean;
}

/** The player's own payment; another player's is answered like an unknown one (404). */
export async function ownPayment(
  repository: Pick<PaymentsRepository, 'find'>,
  payer: Payer,
  id: string,
): Promise<Payment> {
  const payment = await repository.find(id);
  if (!payment || payment.userId !== payer.id) throw paymentNotFound();
  return payment;
}
