import type { ProviderProtocol } from '../../adapters/protocol.js';

/** PayHera: Papara by redirect. */
export const payheraProtocol: ProviderProtocol = {
  id: 'payhera',
  name: 'PayHera',
  signature: {
    kind: 'hmac-header',
    algorithm: 'sha256',
    encoding: 'hex',
    header: 'x-payhera-signature',
  },
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
