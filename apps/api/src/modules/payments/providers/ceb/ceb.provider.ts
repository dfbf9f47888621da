import type { ProviderProtocol } from '../../adapters/protocol.js';

/** CEB: Sri Lankan bank transfers; bank list LK. */
export const cebProtocol: ProviderProtocol = {
  id: 'ceb',
  name: 'CEB',
  signature: {
    kind: 'sha256-fields',
    field: 'signature',
    fields: ['order_id', 'amount', 'status'],
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
