import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { paymentsKit } from './payments.test-kit.js';

// Without the sandbox (production default) no provider has a live transport yet: nothing is
// offered, and neither the sandbox nor the test payments exist.
const testApp = useTestApp({ config: { sandboxEnabled: false } });
const kit = paymentsKit(testApp);

describe('payments without the sandbox', () => {
  it('answers 404 PAYMENT.METHODS_EMPTY when no method is offered', async () => {
    const { token } = await kit.player('INR');
    const response = await kit.api('GET', '/payments/payment_methods?type=DEPOSIT', token);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(ErrorCode.PaymentMethodsEmpty);
    const deposit = await kit.api('POST', '/payments/paykassma/upi/deposit', token, {
      amount: 100_000,
    });
    expect(deposit.statusCode).toBe(404);
    expect(deposit.json().code).toBe(ErrorCode.PaymentMethodUnknown);
    expect(
      (await kit.api('POST', '/payments/test/deposit', token, { amount: 100_000 })).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('GET', '/sandbox/payments')).headers['content-type'] ?? '',
    ).not.toContain('text/html; charset=utf-8');
  });

  it('keeps the operator calls closed without ADMIN_TOKEN', async () => {
    const response = await kit.call('GET', '/api/v1/admin/payments/withdrawals', 'anything-at-all');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.AdminTokenInvalid);
  });
});
