import type { ProviderProtocol } from '../../adapters/protocol.js';

/** E-Pul: m10 and ePul wallets (AZN). */
export const epulProtocol: ProviderProtocol = {
  id: 'epul',
  name: 'E-Pul',
  signature: { kind: 'sha256-fields', field: 'sign', fields: ['order_id', 'amount', 'currency'] },
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
    pending: ['1'],
    success: ['2'],
    failed: ['3'],
    reversed: ['5'],
    canceled: ['4'],
  },
};
