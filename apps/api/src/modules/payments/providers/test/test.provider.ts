import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Test: The test provider: drives /payments/test with the options of spec core §3. */
export const testProtocol: ProviderProtocol = {
  id: 'test',
  name: 'Test',
  signature: { kind: 'hmac-header', algorithm: 'sha256', encoding: 'hex', header: 'x-signature' },
  fields: {
    orderId: 'order_id',
    reference: 'payment_id',
    amount: 'amount',
    currency: 'currency',
    status: 'status',
    method: 'method',
  },
  amountFormat: 'minor',
  statuses: {
    pending: ['pending', 'processing'],
    success: ['success', 'paid'],
    failed: ['failed', 'error'],
    reversed: ['chargeback'],
    canceled: ['canceled', 'cancelled'],
  },
};
