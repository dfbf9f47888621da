import type { ProviderProtocol } from '../../adapters/protocol.js';

/** PayTurka: Havale/EFT bank transfers; bank list TR_EFT (EFT codes). */
export const payturkaProtocol: ProviderProtocol = {
  id: 'payturka',
  name: 'PayTurka',
  signature: { kind: 'hmac-header', algorithm: 'sha256', encoding: 'hex', header: 'x-signature' },
  fields: {
    orderId: 'reference_id',
    reference: 'id',
    amount: 'sum',
    currency: 'currency_code',
    status: 'status',
    method: 'service',
  },
  amountFormat: 'major',
  statuses: {
    pending: ['created', 'in_progress'],
    success: ['approved'],
    failed: ['rejected'],
    reversed: ['reversed'],
    canceled: ['cancelled'],
  },
};
