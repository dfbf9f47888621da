import type { PaymentMethodCode } from '@jackdaw/contracts';

/**
 * A method's name as the player reads it comes from the dictionaries, keyed by its code: the
 * server's `displayName` is English only, and "Bank card" on the Turkish site is a slip.
 */
export const methodNameKey = (code: PaymentMethodCode) => `payments.method.${code}`;

/**
 * Methods named by a brand (a wallet, a scheme, a provider's product), written the same in every
 * language. Every other method's name is translated; the dictionary test holds both rules.
 */
export const BRAND_METHOD_CODES: ReadonlySet<PaymentMethodCode> = new Set<PaymentMethodCode>([
  'pm.paykassma.upi',
  'pm.paykassma.paytm',
  'pm.paykassma.phonepe',
  'pm.paykassma.googlepay',
  'pm.constantpos.upi',
  'pm.simple_pay.upi_fast',
  'pm.wellxpay.upi',
  'pm.zenpay.upi',
  'pm.octopays.imps',
  'pm.paykassma.bkash',
  'pm.paykassma.nagad',
  'pm.cashix.rocket',
  'pm.cashix.upay',
  'pm.apay.bkash',
  'pm.payhera.papara',
  'pm.paycos.payfix',
  'pm.havale_payhera.havale',
  'pm.payturka.havale',
  'pm.expay.aninda_havale',
  'pm.maksipara.papara',
  'pm.smartpropay.havale',
  'pm.jazzcash.jazzcash',
  'pm.valerpay.easypaisa',
  'pm.valerpay.mpesa',
  'pm.octopays.uzcard',
  'pm.wellxpay.wavepay',
  'pm.expay.pix',
  'pm.smartpropay.esewa',
  'pm.smartpropay.khalti',
  'pm.epul.m10',
  'pm.epul.epul',
  'pm.corefy.card',
]);
