import type { ProviderProtocol } from '../../adapters/protocol.js';

/**
 * E-Pul: m10 and ePul wallets (AZN). Its callback signs the order id, amount and currency only
 * (`sha256(order_id:amount:currency:secret)`): the status and its own id are not covered, so the
 * casino confirms each callback through the status call before acting on it.
 */
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
