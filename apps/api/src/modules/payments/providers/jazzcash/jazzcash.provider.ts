import type { ProviderProtocol } from '../../adapters/protocol.js';

/**
 * JazzCash: Mobile account push payment (MWALLET). Its secure hash covers every field of the
 * message, so the casino's own requests and the callbacks sign the ids, amount, currency and
 * status alike (an unsigned status would let a signed "pending" be replayed as "paid").
 */
export const jazzcashProtocol: ProviderProtocol = {
  id: 'jazzcash',
  name: 'JazzCash',
  signature: {
    kind: 'sha256-fields',
    field: 'pp_SecureHash',
    fields: ['order_id', 'payment_id', 'amount', 'currency', 'status'],
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
