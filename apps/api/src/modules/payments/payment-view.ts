import type { Payment as PaymentView } from '@jackdaw/contracts';
import { toMinor } from '../wallet/index.js';
import type { Payment } from './payments.repository.js';

/** A payment as the player sees it (contracts' `Payment`). */
export function viewOf(payment: Payment): PaymentView {
  return {
    id: payment.id,
    type: payment.type,
    status: payment.status,
    methodCode: payment.methodCode,
    amount: toMinor(payment.amount),
    currencyCode: payment.currencyCode,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}
