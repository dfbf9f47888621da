import {
  depositCall,
  testDepositCall,
  type DepositBody,
  type DepositResponse,
  type TestPaymentOptions,
} from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { ClientMethod } from '../lib/payment-methods';

/**
 * POST /payments/{provider}/{method}/deposit, or the test deposit of test mode with its options
 * (status, delay, repeat, attempts, strategy); either carries the bonus offer deposited for.
 */
export function createDeposit(
  method: Pick<ClientMethod, 'provider' | 'slug'>,
  body: DepositBody,
  test: TestPaymentOptions,
): Promise<DepositResponse> {
  if (method.provider === 'test') {
    const { bonusOfferId } = body;
    return apiRequest(testDepositCall, {
      body: { amount: body.amount, ...test, ...(bonusOfferId ? { bonusOfferId } : {}) },
    });
  }
  return apiRequest(depositCall, {
    params: { provider: method.provider, method: method.slug },
    body,
  });
}
