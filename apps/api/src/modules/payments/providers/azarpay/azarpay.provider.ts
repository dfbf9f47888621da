import type { ProviderProtocol } from '../../adapters/protocol.js';

/** AzarPay: Azerbaijani bank transfers; bank list AZ. */
export const azarpayProtocol: ProviderProtocol = {
  id: 'azarpay',
  name: 'AzarPay',
  signature: {
    kind: 'hmac-header',
    algorithm: 'sha512',
    encoding: 'hex',
    header: 'x-azarpay-sign',
  },
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
