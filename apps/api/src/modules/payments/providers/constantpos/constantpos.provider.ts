import type { ProviderProtocol } from '../../adapters/protocol.js';

/** ConstantPOS: UPI: the redirect URL is shown as a QR code for 14 minutes (spec core §4). */
export const constantposProtocol: ProviderProtocol = {
  id: 'constantpos',
  name: 'ConstantPOS',
  signature: {
    kind: 'hmac-header',
    algorithm: 'sha256',
    encoding: 'base64',
    header: 'x-constantpos-signature',
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
  flow: () => 'qr_redirect',
};
