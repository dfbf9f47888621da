import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Havale Hera: Havale bank transfers; bank list TR (the provider's own numbers). */
export const havalePayheraProtocol: ProviderProtocol = {
  id: 'havale_payhera',
  name: 'Havale Hera',
  signature: {
    kind: 'hmac-header',
    algorithm: 'sha256',
    encoding: 'hex',
    header: 'x-payhera-signature',
  },
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
