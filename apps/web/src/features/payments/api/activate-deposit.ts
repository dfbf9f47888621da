import { depositResponseSchema, type DepositResponse } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { ClientMethod } from '../lib/payment-methods';

/** POST …/deposit/activate: the transaction id the player paid with (transaction flows). */
export function activateDeposit(
  method: Pick<ClientMethod, 'provider' | 'slug'>,
  paymentId: string,
  transactionId: string,
): Promise<DepositResponse> {
  return apiRequest(
    `/payments/${encodeURIComponent(method.provider)}/${encodeURIComponent(method.slug)}/deposit/activate`,
    depositResponseSchema,
    { method: 'POST', body: { paymentId, transactionId } },
  );
}
