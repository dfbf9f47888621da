import type { ProviderProtocol } from '../../adapters/protocol.js';

/** ZenPay: UPI in an iframe. */
export const zenpayProtocol: ProviderProtocol = {
  id: 'zenpay',
  name: 'ZenPay',
  signature: {
    kind: 'hmac-header',
    algorithm: 'sha512',
    encoding: 'base64',
    header: 'x-zen-signature',
  },
  fields: {
    orderId: 'orderId',
    reference: 'paymentId',
    amount: 'amount',
    currency: 'currency',
    status: 'status',
    method: 'method',
  },
  amountFormat: 'minor',
  statuses: {
    pending: ['PENDING', 'PROCESSING'],
    success: ['COMPLETED', 'SUCCESS'],
    failed: ['FAILED', 'DECLINED'],
    reversed: ['REFUNDED'],
    canceled: ['CANCELED'],
  },
};
