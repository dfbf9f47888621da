import type { ProviderProtocol } from '../../adapters/protocol.js';

/** MPay: Turkish bank cards in an iframe. */
export const mpayProtocol: ProviderProtocol = {
  id: 'mpay',
  name: 'MPay',
  signature: { kind: 'md5-sorted-field', field: 'hash' },
  fields: {
    orderId: 'orderId',
    reference: 'paymentId',
    amount: 'amount',
    currency: 'currency',
    status: 'status',
    method: 'method',
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
