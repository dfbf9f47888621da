import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { defineProvider } from './adapters/protocol.js';
import { createPaymentMethods } from './payment-methods.js';
import { createPaymentProviderRegistry } from './payment-provider.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsKit } from './payments.test-kit.js';
import { PROVIDER_PROTOCOLS } from './providers/index.js';
import { createSandbox } from './sandbox/sandbox.js';
import { createSandboxRepository } from './sandbox/sandbox.repository.js';

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

  it('keeps the staff payment calls closed without a staff session', async () => {
    const response = await kit.call('GET', '/api/v1/admin/payments/withdrawals', 'anything-at-all');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.StaffUnauthenticated);
  });

  it('never offers nor takes the test method, whatever providers are registered', async () => {
    // Every adapter registered, the test one included (as a live set of transports might be):
    // with test payments off, "Test payment" is neither listed nor resolved.
    const { sql } = testApp().database;
    const sandbox = createSandbox({
      protocols: PROVIDER_PROTOCOLS,
      secretFor: (provider) => `secret-of-${provider}-for-this-test-only-0123456789`,
      repository: createSandboxRepository(sql),
      publicUrl: testApp().config.publicUrl,
    });
    const providers = createPaymentProviderRegistry(
      PROVIDER_PROTOCOLS.map((protocol) =>
        defineProvider(protocol, {
          mode: 'test',
          secret: `secret-of-${protocol.id}-for-this-test-only-0123456789`,
          transport: sandbox.transport,
        }),
      ),
    );
    const repository = createPaymentsRepository(sql);
    const payer = { id: 1, currencyCode: 'INR', firstDeposit: false };
    const listed = async (testPayments: boolean) =>
      (
        await createPaymentMethods({ repository, providers, testPayments }).list(payer, 'DEPOSIT')
      ).map((method) => method.code);
    expect(await listed(true)).toContain('pm.test.test');
    const live = await listed(false);
    expect(live).not.toContain('pm.test.test');
    expect(live).toContain('pm.paykassma.upi');
    const methods = createPaymentMethods({ repository, providers, testPayments: false });
    for (const direction of ['DEPOSIT', 'WITHDRAW'] as const) {
      await expect(methods.resolve('test', 'test', 'INR', direction)).rejects.toMatchObject({
        statusCode: 404,
        code: ErrorCode.PaymentMethodUnknown,
      });
    }
    sandbox.close();
  });
});
