import type { ProviderProtocol } from '../../adapters/protocol.js';

/** Corefy: Cards; the flow depends on the currency (spec core §4). */
export const corefyProtocol: ProviderProtocol = {
  id: 'corefy',
  name: 'Corefy',
  signature: { kind: 'hmac-header', algorithm: 'sha1', encoding: 'base64', header: 'x-signature' },
  fields: {
    orderId: 'merchant_order_id',
    reference: 'transaction_id',
    amount: 'amount',
    currency: 'currency',
    status: 'state',
    method: 'payment_method',
  },
  amountFormat: 'major',
  statuses: {
    pending: ['PENDING', 'PROCESSING'],
    success: ['COMPLETED', 'SUCCESS'],
    failed: ['FAILED', 'DECLINED'],
    reversed: ['REFUNDED'],
    canceled: ['CANCELED'],
  },
  // GBP and EUR pay on a redirect; KZT and TRY in the plugin; AZN's plugin opens as a window.
  flow(_method, currency) {
    if (currency === 'GBP' || currency === 'EUR') return 'redirect';
    if (currency === 'KZT' || currency === 'TRY' || currency === 'AZN') return 'plugin';
    return null;
  },
  pluginOpenIn: (currency) => (currency === 'AZN' ? 'window' : 'iframe'),
};
