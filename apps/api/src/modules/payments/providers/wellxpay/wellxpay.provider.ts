import type { ProviderProtocol } from '../../adapters/protocol.js';

/** WellxPay: Payment pages shown as QR (UPI, WavePay). */
export const wellxpayProtocol: ProviderProtocol = {
  id: 'wellxpay',
  name: 'WellxPay',
  signature: { kind: 'sha256-fields', field: 'signature', fields: ['orderId', 'amount', 'status'] },
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
