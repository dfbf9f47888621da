import {
  testWithdrawalCall,
  withdrawalCall,
  type PaymentResponse,
  type TestPaymentOptions,
  type WithdrawalBody,
} from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { ClientMethod } from '../lib/payment-methods';

/** POST /payments/{provider}/{method}/withdrawal (or the test withdrawal of test mode). */
export function createWithdrawal(
  method: Pick<ClientMethod, 'provider' | 'slug'>,
  body: WithdrawalBody,
  test: TestPaymentOptions,
): Promise<PaymentResponse> {
  if (method.provider === 'test') {
    return apiRequest(testWithdrawalCall, { body: { amount: body.amount, ...test } });
  }
  return apiRequest(withdrawalCall, {
    params: { provider: method.provider, method: method.slug },
    body,
  });
}
