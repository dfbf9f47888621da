import type { ProviderProtocol } from '../../adapters/protocol.js';

/** OctoPays: IMPS (bank list IN) and Uzcard by redirect. */
export const octopaysProtocol: ProviderProtocol = {
  id: 'octopays',
  name: 'OctoPays',
  signature: {
    kind: 'hmac-header',
    algorithm: 'sha256',
    encoding: 'hex',
    header: 'x-octo-signature',
  },
  fields: {
    orderId: 'merchant_order_id',
    reference: 'transaction_id',
    amount: 'amount',
    currency: 'currency',
    status: 'state',
    method: 'payment_method',
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
