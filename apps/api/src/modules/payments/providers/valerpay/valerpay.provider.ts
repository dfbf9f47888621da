import type { ProviderProtocol } from '../../adapters/protocol.js';

/** ValerPay: Easypaisa (PKR) and M-Pesa (KES) push payments. */
export const valerpayProtocol: ProviderProtocol = {
  id: 'valerpay',
  name: 'ValerPay',
  signature: { kind: 'md5-sorted-field', field: 'sign' },
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
    pending: ['pending', 'processing'],
    success: ['success', 'paid'],
    failed: ['failed', 'error'],
    reversed: ['chargeback'],
    canceled: ['canceled', 'cancelled'],
  },
};
