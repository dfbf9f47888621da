import type { ProviderProtocol } from '../../adapters/protocol.js';

/** SimplePay: UPI Fast by redirect. */
export const simplePayProtocol: ProviderProtocol = {
  id: 'simple_pay',
  name: 'SimplePay',
  signature: { kind: 'hmac-header', algorithm: 'sha256', encoding: 'hex', header: 'x-signature' },
  fields: {
    orderId: 'order_id',
    reference: 'payment_id',
    amount: 'amount',
    currency: 'currency',
    status: 'status',
    method: 'method',
  },
  amountFormat: 'major',
  statuses: {
    pending: ['pending', 'processing'],
    success: ['success', 'paid'],
    failed: ['failed', 'error'],
    reversed: ['chargeback'],
    canceled: ['canceled', 'cancelled'],
  },
};
