import type { ProviderProtocol } from '../../adapters/protocol.js';

/** APay: bKash by redirect and IMPS payouts; the method is in the path. */
export const apayProtocol: ProviderProtocol = {
  id: 'apay',
  name: 'APay',
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
