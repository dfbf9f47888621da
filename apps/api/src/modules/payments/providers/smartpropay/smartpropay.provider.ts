import type { ProviderProtocol } from '../../adapters/protocol.js';

/** SmartProPay: Havale VIP (bank list TR_SLUG, string ids); eSewa and Khalti once NPR exists. */
export const smartpropayProtocol: ProviderProtocol = {
  id: 'smartpropay',
  name: 'SmartProPay',
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
