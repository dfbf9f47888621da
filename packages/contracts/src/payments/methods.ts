import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';

/**
 * The payment method catalogue (spec core §3 "Payment method (server list)"): method codes, the
 * providers behind them and the list the server answers per currency and direction.
 */

/** The 28 providers of spec core §3, in the spec's order. */
export const PAYMENT_PROVIDERS = [
  'simple_pay',
  'azarpay',
  'valerpay',
  'paykassma',
  'ceb',
  'constantpos',
  'corefy',
  'mpay',
  'troy',
  'epul',
  'expay',
  'payhera',
  'havale_payhera',
  'paycos',
  'payturka',
  'zenpay',
  'apay',
  'wellxpay',
  'cashix',
  'smartpropay',
  'maksipara',
  'octopays',
  'creedo',
  'jazzcash',
  'referral',
  'manual',
  'bonus',
  'test',
] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Providers that are sources of the history rather than payment systems; numbered as spec §3. */
export const INTERNAL_PROVIDER_CODES = { bonus: 1, referral: 3, manual: 4 } as const;

/**
 * Every method code `pm.{provider}.{method}`. A code never changes meaning once published; the
 * server's catalogue lists which of them are offered for which currency.
 */
export const PAYMENT_METHOD_CODES = [
  // India
  'pm.paykassma.upi',
  'pm.paykassma.paytm',
  'pm.paykassma.phonepe',
  'pm.paykassma.googlepay',
  'pm.constantpos.upi',
  'pm.simple_pay.upi_fast',
  'pm.wellxpay.upi',
  'pm.zenpay.upi',
  'pm.octopays.imps',
  'pm.apay.imps',
  // Bangladesh
  'pm.paykassma.bkash',
  'pm.paykassma.nagad',
  'pm.cashix.rocket',
  'pm.cashix.upay',
  'pm.creedo.bkash_p2c',
  'pm.creedo.nagad_p2c',
  'pm.apay.bkash',
  // Turkey
  'pm.payhera.papara',
  'pm.paycos.payfix',
  'pm.havale_payhera.havale',
  'pm.payturka.havale',
  'pm.expay.aninda_havale',
  'pm.maksipara.papara',
  'pm.smartpropay.havale',
  'pm.troy.troy_credit_card',
  'pm.mpay.credit_card',
  // Pakistan, Kenya, Uzbekistan, Myanmar, Brazil
  'pm.jazzcash.jazzcash',
  'pm.valerpay.easypaisa',
  'pm.valerpay.mpesa',
  'pm.octopays.uzcard',
  'pm.wellxpay.wavepay',
  'pm.expay.pix',
  // Nepal (no NPR in the currency list yet: coded, not offered)
  'pm.smartpropay.esewa',
  'pm.smartpropay.khalti',
  // Azerbaijan, Sri Lanka, Kazakhstan, UK/EU
  'pm.epul.m10',
  'pm.epul.epul',
  'pm.azarpay.bank_transfer',
  'pm.ceb.bank_transfer',
  'pm.corefy.card',
  // Internal sources and the test provider
  'pm.manual.bank_transfer_manual',
  'pm.referral.referral',
  'pm.bonus.bonus',
  'pm.test.test',
] as const;
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/**
 * The older, provider-less codes (spec core §3 "Older method codes"), mapped to the code that
 * replaced them; the server accepts either in a method path segment.
 */
export const LEGACY_METHOD_CODES = {
  aninda_havale: 'pm.expay.aninda_havale',
  azarpay: 'pm.azarpay.bank_transfer',
  bank_cards_try: 'pm.mpay.credit_card',
  bank_transfer_manual: 'pm.manual.bank_transfer_manual',
  bkash: 'pm.paykassma.bkash',
  nagad: 'pm.paykassma.nagad',
  bkash_p2p: 'pm.paykassma.bkash',
  credit_card: 'pm.corefy.card',
  troy_credit_card: 'pm.troy.troy_credit_card',
  upi: 'pm.paykassma.upi',
  upi_fast: 'pm.simple_pay.upi_fast',
  paytm: 'pm.paykassma.paytm',
  phonepe: 'pm.paykassma.phonepe',
  papara: 'pm.payhera.papara',
  payfix: 'pm.paycos.payfix',
  jazzcash: 'pm.jazzcash.jazzcash',
  easypaisa: 'pm.valerpay.easypaisa',
  mpesa: 'pm.valerpay.mpesa',
  uzcard: 'pm.octopays.uzcard',
  wavepay: 'pm.wellxpay.wavepay',
  rocket: 'pm.cashix.rocket',
  upay: 'pm.cashix.upay',
  esewa: 'pm.smartpropay.esewa',
  khalti: 'pm.smartpropay.khalti',
  test: 'pm.test.test',
  bonus: 'pm.bonus.bonus',
  referral: 'pm.referral.referral',
  manual: 'pm.manual.bank_transfer_manual',
} as const satisfies Record<string, PaymentMethodCode>;
export type LegacyMethodCode = keyof typeof LEGACY_METHOD_CODES;

/** The payment popup's statuses (spec core §4 "Payment flow statuses"). */
export const PAYMENT_FLOW_STATUSES = [
  'DEPOSIT_AMOUNT',
  'WITHDRAW_AMOUNT',
  'TRANSACTION',
  'TRANSACTION_ONLY',
  'TRANSACTION_ERROR',
  'PAYMENT_PAGE',
  'LOADING',
  'SUCCESS',
  'FAILED',
  'ATTENTION',
  'APP_CHOISE',
  'QR_CODE',
  'WITHDRAW_BLOCKED_BY_BONUS',
] as const;
export const paymentFlowStatusSchema = z.enum(PAYMENT_FLOW_STATUSES);
export type PaymentFlowStatus = z.infer<typeof paymentFlowStatusSchema>;

export const PAYMENT_DIRECTIONS = ['DEPOSIT', 'WITHDRAW'] as const;
export const paymentDirectionSchema = z.enum(PAYMENT_DIRECTIONS);
export type PaymentDirection = z.infer<typeof paymentDirectionSchema>;

/**
 * How a deposit proceeds once created (spec core §4 "After a deposit call, by method"): what the
 * answer carries and the status the popup moves to.
 * - redirect: `redirectUrl`, opened in the same window (or `openIn: window`).
 * - plugin: `pluginUrl`, shown in the PAYMENT_PAGE iframe.
 * - upi: `upiData.qr_data` and app links, APP_CHOISE for 3 minutes.
 * - payment_page: `paymentPageUrl`, shown as a QR_CODE for 14 minutes.
 * - qr_redirect: `redirectUrl` shown as a QR_CODE for 14 minutes (constantpos).
 * - transaction: the account to pay to; the player confirms with a transaction id (activate).
 * - bank_transfer: the chosen bank's transfer details and an instructions page (`redirectUrl`).
 * - simple: nothing to show; the answer's statusCode is the result (push to the phone).
 */
export const PAYMENT_FLOW_KINDS = [
  'redirect',
  'plugin',
  'upi',
  'payment_page',
  'qr_redirect',
  'transaction',
  'bank_transfer',
  'simple',
] as const;
export const paymentFlowKindSchema = z.enum(PAYMENT_FLOW_KINDS);
export type PaymentFlowKind = z.infer<typeof paymentFlowKindSchema>;

export const paymentMethodsQuerySchema = z.object({
  type: paymentDirectionSchema,
});
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuerySchema>;

const minorSchema = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const cashLimitSchema = z.object({
  transactionType: paymentDirectionSchema,
  /** Minor units. */
  min: minorSchema,
  max: minorSchema,
});
export type CashLimit = z.infer<typeof cashLimitSchema>;

/**
 * How soon a payment usually reaches its destination, as the method tiles say it: a deposit
 * from the moment the player pays, a withdrawal from the request (approval included).
 */
export const PAYMENT_SPEEDS = ['instant', 'minutes15', 'hour1', 'hours24', 'days1to3'] as const;
export const paymentSpeedSchema = z.enum(PAYMENT_SPEEDS);
export type PaymentSpeed = z.infer<typeof paymentSpeedSchema>;

const infoShape = {
  /** Path on this site (`/static/payments/{file}.svg`). */
  logoUrl: z.string(),
  displayName: z.string(),
  /** The popup's steps for this direction, in order. */
  steps: z.array(paymentFlowStatusSchema),
  /** The expected speed in this direction; absent when the catalogue does not say. */
  speed: z.optional(paymentSpeedSchema),
};

export const depositInfoSchema = z.object({
  ...infoShape,
  /** The three amount presets, minor units. */
  selectors: z.object({ min: minorSchema, med: minorSchema, max: minorSchema }),
  defaultSum: minorSchema,
});
export const withdrawalInfoSchema = z.object(infoShape);

export const paymentMethodCurrencySchema = z.object({
  currencyCode: currencyCodeSchema,
  status: z.enum(['active', 'disabled']),
  cashLimits: z.array(cashLimitSchema),
  depositInfo: z.optional(depositInfoSchema),
  withdrawalInfo: z.optional(withdrawalInfoSchema),
});

export const paymentMethodSchema = z
  .object({
    code: paymentMethodCodeSchema,
    /** The method's slug (the part after the provider). */
    alias: z.string(),
    status: z.enum(['active', 'disabled']),
    /** How the deposit proceeds for this currency (see PAYMENT_FLOW_KINDS). */
    flow: paymentFlowKindSchema,
    paymentSystem: z.object({
      /** The method's payment system (upi, bkash, papara…); the history filter's systemId. */
      alias: z.string(),
      /** The provider behind it. */
      paymentSystemAlias: paymentProviderSchema,
    }),
    /** The player's currency only; its first entry holds the limits and info blocks. */
    paymentMethodCurrencies: z.array(paymentMethodCurrencySchema),
  })
  .register(z.globalRegistry, { id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = okEnvelope({
  paymentMethods: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** Bank list item (spec core §3): only active items are sent. */
export const bankSchema = z.object({
  id: z.union([z.string(), z.int()]),
  name: z.string(),
  logo: z.nullable(z.string()),
});
export type Bank = z.infer<typeof bankSchema>;

/** Countries with bank lists; Turkey has two numbering schemes and string ids. */
export const BANK_LISTS = ['LK', 'IN', 'TR', 'TR_EFT', 'TR_SLUG', 'AZ'] as const;
export const bankListSchema = z.enum(BANK_LISTS);
export type BankList = z.infer<typeof bankListSchema>;

export const banksQuerySchema = z.object({ list: z.optional(bankListSchema) });
export const banksResponseSchema = okEnvelope({ banks: z.array(bankSchema) });
export type BanksResponse = z.infer<typeof banksResponseSchema>;

/** bKash wallet account types (spec core §3): agent = cash out, personal = send money, merchant = make payment. */
export const BKASH_ACCOUNT_TYPES = ['agent', 'personal', 'merchant'] as const;
export const bkashAccountTypeSchema = z.enum(BKASH_ACCOUNT_TYPES);
export type BkashAccountType = z.infer<typeof bkashAccountTypeSchema>;

/** UPI apps offered on APP_CHOISE (spec core §3). */
export const UPI_APPS = ['paytm', 'phonepe', 'googlepay'] as const;
export const upiAppSchema = z.enum(UPI_APPS);
export type UpiApp = z.infer<typeof upiAppSchema>;
