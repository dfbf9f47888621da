import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Cashix: Rocket and Upay wallets confirmed by transaction id. */
export const cashixProtocol: ProviderProtocol = {
  id: 'cashix',
  name: 'Cashix',
  signature: { kind: 'hmac-header', algorithm: 'sha256', encoding: 'hex', header: 'x-signature' },
  fields: {
    orderId: 'reference_id',
    reference: 'id',
    amount: 'sum',
    currency: 'currency_code',
    status: 'status',
    method: 'service',
  },
  amountFormat: 'minor',
  statuses: {
    pending: ['created', 'in_progress'],
    success: ['approved'],
    failed: ['rejected'],
    reversed: ['reversed'],
    canceled: ['cancelled'],
  },
};
