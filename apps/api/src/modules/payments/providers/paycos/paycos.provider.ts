import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Paycos: Payfix by redirect. */
export const paycosProtocol: ProviderProtocol = {
  id: 'paycos',
  name: 'Paycos',
  signature: { kind: 'md5-sorted-field', field: 'signature' },
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
