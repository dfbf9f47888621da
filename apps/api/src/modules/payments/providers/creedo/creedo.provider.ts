import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Creedo: bKash and Nagad payments (p2c) by redirect. */
export const creedoProtocol: ProviderProtocol = {
  id: 'creedo',
  name: 'Creedo',
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
