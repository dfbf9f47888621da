import { CURRENCY_CODES } from '@jackdaw/contracts';
import type {
  BankList,
  CurrencyCode,
  PaymentField,
  PaymentFlowKind,
  PaymentFlowStatus,
  PaymentDirection,
  PaymentMethodCode,
  PaymentProvider,
  PaymentSpeed,
} from '@jackdaw/contracts';

/**
 * The method catalogue as data (spec core §3 "Payment method"): seeded into `payment_methods`
 * and `payment_method_currencies` at every start (payments.seed.ts). Amounts in minor units.
 */
export interface MethodData {
  code: PaymentMethodCode;
  /** Payment system alias: the history filter's systemId and the logo's name. */
  system: string;
  displayName: string;
  flow: PaymentFlowKind;
  currencies: CurrencyCode[];
  /** Directions offered; both unless said. */
  deposit?: boolean;
  withdraw?: boolean;
  depositFields?: PaymentField[];
  withdrawalFields?: PaymentField[];
  /** Bank list the player picks from (bank transfer deposits, bank withdrawals). */
  banks?: BankList;
  /** Expected speed where the rule of `speedOf` does not fit the method. */
  speed?: { deposit?: PaymentSpeed; withdraw?: PaymentSpeed };
}

export interface CurrencyLimits {
  deposit: { min: number; max: number };
  withdraw: { min: number; max: number };
  selectors: { min: number; med: number; max: number };
  defaultSum: number;
}

/** Limits and presets per currency; a method takes its currency's row. */
export const CURRENCY_LIMITS: Record<CurrencyCode, CurrencyLimits> = {
  INR: limits([30_000, 10_000_000], [50_000, 5_000_000], [50_000, 100_000, 500_000], 100_000),
  BDT: limits([30_000, 2_500_000], [50_000, 2_500_000], [50_000, 100_000, 500_000], 100_000),
  TRY: limits([10_000, 5_000_000], [20_000, 5_000_000], [20_000, 50_000, 100_000], 50_000),
  PKR: limits([50_000, 10_000_000], [100_000, 5_000_000], [100_000, 250_000, 500_000], 250_000),
  KES: limits([10_000, 15_000_000], [20_000, 7_000_000], [50_000, 100_000, 500_000], 100_000),
  UZS: limits(
    [2_500_000, 2_000_000_000],
    [5_000_000, 1_000_000_000],
    [10_000_000, 50_000_000, 100_000_000],
    50_000_000,
  ),
  EUR: limits([1_000, 500_000], [2_000, 500_000], [2_000, 5_000, 10_000], 5_000),
  GBP: limits([1_000, 500_000], [2_000, 500_000], [2_000, 5_000, 10_000], 5_000),
  USD: limits([1_000, 500_000], [2_000, 500_000], [2_000, 5_000, 10_000], 5_000),
  AZN: limits([500, 1_000_000], [1_000, 500_000], [2_000, 5_000, 10_000], 5_000),
  KZT: limits(
    [200_000, 250_000_000],
    [500_000, 100_000_000],
    [500_000, 1_000_000, 5_000_000],
    1_000_000,
  ),
  LKR: limits([100_000, 30_000_000], [200_000, 15_000_000], [200_000, 500_000, 1_000_000], 500_000),
  MMK: limits(
    [500_000, 500_000_000],
    [1_000_000, 200_000_000],
    [1_000_000, 2_000_000, 5_000_000],
    2_000_000,
  ),
  BRL: limits([2_000, 2_500_000], [5_000, 1_000_000], [5_000, 10_000, 50_000], 10_000),
};

function limits(
  deposit: [number, number],
  withdraw: [number, number],
  [min, med, max]: [number, number, number],
  defaultSum: number,
): CurrencyLimits {
  return {
    deposit: { min: deposit[0], max: deposit[1] },
    withdraw: { min: withdraw[0], max: withdraw[1] },
    selectors: { min, med, max },
    defaultSum,
  };
}

/** The popup's steps per flow (spec core §4). */
export const DEPOSIT_STEPS: Record<PaymentFlowKind, PaymentFlowStatus[]> = {
  redirect: ['DEPOSIT_AMOUNT', 'LOADING'],
  plugin: ['DEPOSIT_AMOUNT', 'PAYMENT_PAGE'],
  upi: ['DEPOSIT_AMOUNT', 'APP_CHOISE', 'TRANSACTION'],
  payment_page: ['DEPOSIT_AMOUNT', 'QR_CODE'],
  qr_redirect: ['DEPOSIT_AMOUNT', 'QR_CODE'],
  transaction: ['DEPOSIT_AMOUNT', 'TRANSACTION', 'TRANSACTION_ONLY'],
  bank_transfer: ['DEPOSIT_AMOUNT', 'TRANSACTION', 'LOADING'],
  simple: ['DEPOSIT_AMOUNT', 'TRANSACTION'],
};
export const WITHDRAWAL_STEPS: PaymentFlowStatus[] = ['WITHDRAW_AMOUNT', 'TRANSACTION'];

const upiWithdrawal: PaymentField[] = ['account'];
const walletWithdrawal: PaymentField[] = ['account'];
const bankWithdrawal: PaymentField[] = ['iban', 'name', 'surname'];

export const METHODS: MethodData[] = [
  // India
  {
    code: 'pm.paykassma.upi',
    system: 'upi',
    displayName: 'UPI',
    flow: 'upi',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.paykassma.paytm',
    system: 'paytm',
    displayName: 'PayTM',
    flow: 'transaction',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.paykassma.phonepe',
    system: 'phonepe',
    displayName: 'PhonePe',
    flow: 'transaction',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.paykassma.googlepay',
    system: 'googlepay',
    displayName: 'GooglePay',
    flow: 'transaction',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.constantpos.upi',
    system: 'upi',
    displayName: 'UPI QR',
    flow: 'qr_redirect',
    currencies: ['INR'],
    withdraw: false,
  },
  {
    code: 'pm.simple_pay.upi_fast',
    system: 'upi',
    displayName: 'UPI Fast',
    flow: 'redirect',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.wellxpay.upi',
    system: 'upi',
    displayName: 'UPI Pay',
    flow: 'payment_page',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.zenpay.upi',
    system: 'upi',
    displayName: 'UPI Express',
    flow: 'plugin',
    currencies: ['INR'],
    withdrawalFields: upiWithdrawal,
  },
  {
    code: 'pm.octopays.imps',
    system: 'imps',
    displayName: 'IMPS',
    flow: 'redirect',
    currencies: ['INR'],
    withdrawalFields: ['accountNumber', 'ifscCode', 'name', 'bank'],
    banks: 'IN',
  },
  {
    code: 'pm.apay.imps',
    system: 'imps',
    displayName: 'Bank transfer (IMPS)',
    flow: 'redirect',
    currencies: ['INR'],
    deposit: false,
    withdrawalFields: ['accountNumber', 'ifscCode', 'name', 'bank'],
    banks: 'IN',
  },
  // Bangladesh
  {
    code: 'pm.paykassma.bkash',
    system: 'bkash',
    displayName: 'bKash',
    flow: 'transaction',
    currencies: ['BDT'],
    depositFields: ['bkashType'],
    withdrawalFields: ['account', 'bkashType'],
  },
  {
    code: 'pm.paykassma.nagad',
    system: 'nagad',
    displayName: 'Nagad',
    flow: 'transaction',
    currencies: ['BDT'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.cashix.rocket',
    system: 'rocket',
    displayName: 'Rocket',
    flow: 'transaction',
    currencies: ['BDT'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.cashix.upay',
    system: 'upay',
    displayName: 'Upay',
    flow: 'transaction',
    currencies: ['BDT'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.creedo.bkash_p2c',
    system: 'bkash',
    displayName: 'bKash Payment',
    flow: 'redirect',
    currencies: ['BDT'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.creedo.nagad_p2c',
    system: 'nagad',
    displayName: 'Nagad Payment',
    flow: 'redirect',
    currencies: ['BDT'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.apay.bkash',
    system: 'bkash',
    displayName: 'bKash Fast',
    flow: 'redirect',
    currencies: ['BDT'],
    withdrawalFields: ['account', 'bkashType'],
  },
  // Turkey
  {
    code: 'pm.payhera.papara',
    system: 'papara',
    displayName: 'Papara',
    flow: 'redirect',
    currencies: ['TRY'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.paycos.payfix',
    system: 'payfix',
    displayName: 'Payfix',
    flow: 'redirect',
    currencies: ['TRY'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.havale_payhera.havale',
    system: 'havale',
    displayName: 'Havale Hera',
    flow: 'bank_transfer',
    currencies: ['TRY'],
    depositFields: ['bank'],
    withdrawalFields: bankWithdrawal,
    banks: 'TR',
  },
  {
    code: 'pm.payturka.havale',
    system: 'havale',
    displayName: 'Havale/EFT',
    flow: 'bank_transfer',
    currencies: ['TRY'],
    depositFields: ['bank'],
    withdrawalFields: bankWithdrawal,
    banks: 'TR_EFT',
  },
  {
    code: 'pm.expay.aninda_havale',
    system: 'havale',
    displayName: 'Anında Havale',
    flow: 'redirect',
    currencies: ['TRY'],
    withdrawalFields: bankWithdrawal,
  },
  {
    code: 'pm.maksipara.papara',
    system: 'papara',
    displayName: 'Papara Express',
    flow: 'plugin',
    currencies: ['TRY'],
    withdrawalFields: walletWithdrawal,
  },
  {
    code: 'pm.smartpropay.havale',
    system: 'havale',
    displayName: 'Havale VIP',
    flow: 'bank_transfer',
    currencies: ['TRY'],
    depositFields: ['bank'],
    withdrawalFields: bankWithdrawal,
    banks: 'TR_SLUG',
  },
  {
    code: 'pm.troy.troy_credit_card',
    system: 'troy',
    displayName: 'TROY card',
    flow: 'redirect',
    currencies: ['TRY'],
    withdrawalFields: ['card', 'name'],
  },
  {
    code: 'pm.mpay.credit_card',
    system: 'card',
    displayName: 'Bank card',
    flow: 'plugin',
    currencies: ['TRY'],
    withdrawalFields: ['card', 'name'],
  },
  // Pakistan, Kenya, Uzbekistan, Myanmar, Brazil
  {
    code: 'pm.jazzcash.jazzcash',
    system: 'jazzcash',
    displayName: 'JazzCash',
    flow: 'simple',
    currencies: ['PKR'],
    depositFields: ['phone'],
    withdrawalFields: ['phone'],
  },
  {
    code: 'pm.valerpay.easypaisa',
    system: 'easypaisa',
    displayName: 'Easypaisa',
    flow: 'simple',
    currencies: ['PKR'],
    depositFields: ['phone'],
    withdrawalFields: ['phone'],
  },
  {
    code: 'pm.valerpay.mpesa',
    system: 'mpesa',
    displayName: 'M-Pesa',
    flow: 'simple',
    currencies: ['KES'],
    depositFields: ['phone'],
    withdrawalFields: ['phone'],
  },
  {
    code: 'pm.octopays.uzcard',
    system: 'uzcard',
    displayName: 'Uzcard',
    flow: 'redirect',
    currencies: ['UZS'],
    withdrawalFields: ['card'],
  },
  {
    code: 'pm.wellxpay.wavepay',
    system: 'wavepay',
    displayName: 'WavePay',
    flow: 'payment_page',
    currencies: ['MMK'],
    withdrawalFields: ['phone'],
  },
  {
    code: 'pm.expay.pix',
    system: 'pix',
    displayName: 'Pix',
    flow: 'payment_page',
    currencies: ['BRL'],
    withdrawalFields: ['idNumber'],
  },
  // Nepal: no NPR among the currencies yet, so not offered.
  {
    code: 'pm.smartpropay.esewa',
    system: 'esewa',
    displayName: 'eSewa',
    flow: 'redirect',
    currencies: [],
  },
  {
    code: 'pm.smartpropay.khalti',
    system: 'khalti',
    displayName: 'Khalti',
    flow: 'redirect',
    currencies: [],
  },
  // Azerbaijan, Sri Lanka, Kazakhstan, UK/EU
  {
    code: 'pm.epul.m10',
    system: 'm10',
    displayName: 'm10',
    flow: 'redirect',
    currencies: ['AZN'],
    withdrawalFields: ['phone'],
  },
  {
    code: 'pm.epul.epul',
    system: 'epul',
    displayName: 'ePul',
    flow: 'redirect',
    currencies: ['AZN'],
    withdrawalFields: ['card'],
  },
  {
    code: 'pm.azarpay.bank_transfer',
    system: 'bank',
    displayName: 'Bank transfer',
    flow: 'bank_transfer',
    currencies: ['AZN'],
    depositFields: ['bank'],
    withdrawalFields: ['iban', 'name', 'surname'],
    banks: 'AZ',
    speed: { deposit: 'hour1' },
  },
  {
    code: 'pm.ceb.bank_transfer',
    system: 'bank',
    displayName: 'Bank transfer',
    flow: 'bank_transfer',
    currencies: ['LKR'],
    depositFields: ['bank'],
    withdrawalFields: ['accountNumber', 'bank', 'branchCode', 'name'],
    banks: 'LK',
    speed: { deposit: 'hour1' },
  },
  {
    // The flow depends on the currency (spec core §4 "corefy by currency"): see corefy.provider.ts.
    code: 'pm.corefy.card',
    system: 'card',
    displayName: 'Visa / Mastercard',
    flow: 'redirect',
    currencies: ['EUR', 'GBP', 'KZT', 'TRY', 'AZN'],
    withdrawalFields: ['card', 'expire', 'name'],
  },
  // Internal sources and the test provider
  {
    code: 'pm.manual.bank_transfer_manual',
    system: 'manual',
    displayName: 'Bank transfer (manual)',
    flow: 'simple',
    currencies: ['USD'],
    withdrawalFields: ['iban', 'name', 'surname'],
    speed: { deposit: 'hours24', withdraw: 'days1to3' },
  },
  {
    code: 'pm.referral.referral',
    system: 'referral',
    displayName: 'Referral',
    flow: 'simple',
    currencies: [],
  },
  { code: 'pm.bonus.bonus', system: 'bonus', displayName: 'Bonus', flow: 'simple', currencies: [] },
  {
    code: 'pm.test.test',
    system: 'test',
    displayName: 'Test payment',
    flow: 'simple',
    // The test method takes every currency the site has.
    currencies: [...CURRENCY_CODES],
  },
];

/**
 * How soon a payment by the method usually arrives (the tiles' "Instant", "up to 15 min"…).
 * Deposits: instant where the provider confirms while the player pays; a transaction id or a
 * bank transfer is matched by the provider, within 15 minutes. Withdrawals wait for an
 * operator's approval first: to a wallet or UPI id within the hour, to a bank account within a
 * day, to a card in 1–3 banking days. A method's own `speed` overrides the rule.
 */
export function speedOf(method: MethodData, direction: PaymentDirection): PaymentSpeed {
  const own = direction === 'DEPOSIT' ? method.speed?.deposit : method.speed?.withdraw;
  if (own) return own;
  if (method.code === 'pm.test.test') return 'instant';
  if (direction === 'DEPOSIT') {
    return method.flow === 'transaction' || method.flow === 'bank_transfer'
      ? 'minutes15'
      : 'instant';
  }
  const fields = method.withdrawalFields ?? [];
  if (fields.includes('card')) return 'days1to3';
  if (fields.includes('iban') || fields.includes('accountNumber')) return 'hours24';
  return 'hour1';
}

export const METHODS_BY_CODE: ReadonlyMap<string, MethodData> = new Map(
  METHODS.map((method) => [method.code, method]),
);

/** `pm.paykassma.upi` → `{provider: 'paykassma', method: 'upi'}`. */
export function splitCode(code: PaymentMethodCode): { provider: PaymentProvider; method: string } {
  const [, provider, method] = code.split('.') as [string, PaymentProvider, string];
  return { provider, method };
}
