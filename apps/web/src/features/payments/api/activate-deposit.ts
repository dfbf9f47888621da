import { depositActivateCall, type DepositResponse } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { ClientMethod } from '../lib/payment-methods';

/** POST …/deposit/activate: the transaction id the player paid with (transaction flows). */
export function activateDeposit(
  method: Pick<ClientMethod, 'provider' | 'slug'>,
  paymentId: string,
  transactionId: string,
): Promise<DepositResponse> {
  return apiRequest(depositActivateCall, {
    params: { provider: method.provider, method: method.slug },
    body: { paymentId, transactionId },
  });
}
