import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Manual: Bank transfers checked by an operator (provider code 4). */
export const manualProtocol: ProviderProtocol = {
  id: 'manual',
  name: 'Manual',
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
