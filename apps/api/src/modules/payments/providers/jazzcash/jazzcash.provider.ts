import type { ProviderProtocol } from '../../adapters/protocol.js';

/** JazzCash: Mobile account push payment (MWALLET). */
export const jazzcashProtocol: ProviderProtocol = {
  id: 'jazzcash',
  name: 'JazzCash',
  signature: {
    kind: 'sha256-fields',
    field: 'pp_SecureHash',
    fields: ['order_id', 'amount', 'currency'],
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
    pending: ['1'],
    success: ['2'],
    failed: ['3'],
    reversed: ['5'],
    canceled: ['4'],
  },
};
