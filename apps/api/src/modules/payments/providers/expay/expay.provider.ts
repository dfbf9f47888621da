import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Expay: Anında havale and Pix. */
export const expayProtocol: ProviderProtocol = {
  id: 'expay',
  name: 'Expay',
  signature: { kind: 'hmac-header', algorithm: 'sha256', encoding: 'hex', header: 'x-signature' },
  fields: {
    orderId: 'merchant_order_id',
    reference: 'transaction_id',
    amount: 'amount',
    currency: 'currency',
    status: 'state',
    method: 'payment_method',
  },
  amountFormat: 'major',
  statuses: {
    pending: ['PENDING', 'PROCESSING'],
    success: ['COMPLETED', 'SUCCESS'],
    failed: ['FAILED', 'DECLINED'],
    reversed: ['REFUNDED'],
    canceled: ['CANCELED'],
  },
};
