import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Paykassma: UPI with QR data, and P2P wallets (PayTM, PhonePe, bKash, Nagad) confirmed by transaction id. */
export const paykassmaProtocol: ProviderProtocol = {
  id: 'paykassma',
  name: 'Paykassma',
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
    pending: ['pending', 'processing'],
    success: ['success', 'paid'],
    failed: ['failed', 'error'],
    reversed: ['chargeback'],
    canceled: ['canceled', 'cancelled'],
  },
};
