import * as z from 'zod/mini';
import {
  currencyCodeSchema,
  MAX_ANY_TRANSACTION_AMOUNT,
  type CurrencyCode,
} from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { storableText } from '../primitives.js';
import {
  bkashAccountTypeSchema,
  paymentFlowKindSchema,
  paymentMethodCodeSchema,
  upiAppSchema,
} from './methods.js';

/**
 * Deposits, withdrawals and test payments (spec core §7 "Payments",
 * engagement §4 "Withdrawal request"). Amounts are integer minor units (JSON numbers).
 */

/**
 * A deposit or withdrawal amount: positive minor units, at most 10 digits (engagement §9). The
 * body names no currency: the player's currency's MAX_TRANSACTION_AMOUNT is the ledger's check.
 */
export const paymentAmountSchema = z.int().check(z.gte(1), z.lte(MAX_ANY_TRANSACTION_AMOUNT));

const field = (max: number) =>
  z.optional(z.string().check(z.minLength(1), z.maxLength(max), storableText));

/**
 * The fields of the payment form (spec core §3 "Payment form state") a method may need; which
 * ones a method requires is part of the catalogue (400 PAYMENT.FIELD_REQUIRED when missing).
 */
export const paymentFieldsShape = {
  account: field(64),
  accountNumber: field(64),
  birthdate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  bkashType: z.optional(bkashAccountTypeSchema),
  /** Card expiry MM/YY. */
  expire: z.optional(z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/))),
  card: z.optional(z.string().check(z.regex(/^\d{12,19}$/))),
  email: z.optional(z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))),
  phone: z.optional(z.string().check(z.regex(/^\+?\d{6,15}$/))),
  bank: z.optional(z.union([z.string().check(z.minLength(1), z.maxLength(40)), z.int()])),
  bankCode: field(20),
  branchCode: field(20),
  idNumber: field(40),
  idDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  iban: z.optional(z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/))),
  ifscCode: z.optional(z.string().check(z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/))),
  name: field(80),
  surname: field(80),
  paymentApp: z.optional(upiAppSchema),
  wallet: field(64),
};
export const PAYMENT_FIELDS = Object.keys(
  paymentFieldsShape,
) as (keyof typeof paymentFieldsShape)[];
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export const paymentPathParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/)),
  /** The method's slug (`upi`), its full code (`pm.paykassma.upi`) or an older code. */
  method: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,60}$/)),
});
export const paymentProviderParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/)),
});

const paymentBodyShape = {
  amount: paymentAmountSchema,
  /** For the fixed path `/payments/{provider}/deposit`: the method when the provider has several. */
  method: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,60}$/))),
  ...paymentFieldsShape,
};
/** The offer a deposit is made for (the `bonus` popup, GET /bonuses/list-available). */
const bonusOfferIdShape = {
  bonusOfferId: z.optional(z.int().check(z.gte(1), z.lte(2 ** 31 - 1))),
};
export const depositBodySchema = z.object({ ...paymentBodyShape, ...bonusOfferIdShape });
export type DepositBody = z.infer<typeof depositBodySchema>;

export const withdrawalBodySchema = z.object(paymentBodyShape);
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const depositActivateBodySchema = z.object({
  paymentId: z.string().check(z.uuid()),
  /** The provider's transaction id the player copied from their wallet app. */
  transactionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{4,64}$/)),
});

/** What the player's history and the popup see of a payment. */
export const PAYMENT_STATES = [
  'created',
  'pending',
  'success',
  'failed',
  /** A deposit never paid within the operator's time (`DEPOSIT_EXPIRY_MINUTES`). */
  'expired',
  'reversed',
  'request',
  'completed',
  'rejected',
  'canceled',
] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentSchema = z
  .object({
    id: z.string(),
    type: z.enum(['deposit', 'withdraw']),
    status: paymentStateSchema,
    methodCode: paymentMethodCodeSchema,
    amount: z.int(),
    currencyCode: currencyCodeSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const upiDataSchema = z.object({
  /** The `upi://pay?…` link, drawn as a QR code. */
  qr_data: z.string(),
  /** The payee's UPI address (pre-fills the account). */
  address: z.string(),
  apps: z.array(z.object({ app: upiAppSchema, url: z.string() })),
});

export const bankTransferSchema = z.object({
  bankId: z.union([z.string(), z.int()]),
  bankName: z.string(),
  iban: z.string(),
  accountName: z.string(),
  /** The text the player writes in the transfer's description. */
  reference: z.string(),
});

/**
 * A created deposit: `flow` says which of the optional fields is set and what the popup shows
 * next (PAYMENT_FLOW_KINDS); `lifeTime` (milliseconds) bounds the UPI and QR screens.
 */
export const depositResponseSchema = okEnvelope({
  payment: paymentSchema,
  flow: paymentFlowKindSchema,
  redirectUrl: z.optional(z.string()),
  pluginUrl: z.optional(z.string()),
  /** How a plugin or redirect URL opens: iframe (PAYMENT_PAGE) or a window (corefy AZN). */
  openIn: z.optional(z.enum(['iframe', 'window', 'same'])),
  paymentPageUrl: z.optional(z.string()),
  upiData: z.optional(upiDataSchema),
  lifeTime: z.optional(z.int()),
  /** Wallet number or UPI address to pay to; pre-fills the account. */
  account: z.optional(z.string()),
  bkashType: z.optional(bkashAccountTypeSchema),
  transactionId: z.optional(z.string()),
  bankTransfer: z.optional(bankTransferSchema),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

export const paymentResponseSchema = okEnvelope({ payment: paymentSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const paymentIdParamsSchema = z.object({ id: z.string().check(z.uuid()) });

/** Test-payment options (spec core §3, defaults §9: SUCCESS, 1, 1, 1, withdrawDoubleCancel). */
export const TEST_PAYMENT_STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'REVERSED'] as const;
/**
 * - withdrawDoubleCancel: the withdrawal is cancelled twice (player and provider); released once.
 * - withdrawComplete: approved at once and paid out by the provider's callback.
 * - withdrawReject: the provider refuses the payout; the hold is released.
 * - outOfOrder: the callbacks arrive final first, then pending.
 * - silent: no callback at all; the status poller finds the result.
 * - forged: every callback carries a wrong signature.
 */
export const TEST_PAYMENT_STRATEGIES = [
  'withdrawDoubleCancel',
  'withdrawComplete',
  'withdrawReject',
  'outOfOrder',
  'silent',
  'forged',
] as const;
export const testPaymentOptionsShape = {
  status: z._default(z.enum(TEST_PAYMENT_STATUSES), 'SUCCESS'),
  /** Seconds before the first callback. */
  delay: z._default(z.int().check(z.gte(0), z.lte(600)), 1),
  /** How many times each callback is sent. */
  repeat: z._default(z.int().check(z.gte(0), z.lte(20)), 1),
  /** Delivery attempts per callback until the casino acknowledges it. */
  attempts: z._default(z.int().check(z.gte(1), z.lte(10)), 1),
  strategy: z._default(z.enum(TEST_PAYMENT_STRATEGIES), 'withdrawDoubleCancel'),
};
export const testPaymentBodySchema = z.object({
  amount: paymentAmountSchema,
  ...testPaymentOptionsShape,
  ...bonusOfferIdShape,
});
export type TestPaymentBody = z.output<typeof testPaymentBodySchema>;
export type TestPaymentOptions = Omit<TestPaymentBody, 'amount'>;

export const callbackAckSchema = okEnvelope({ received: z.literal(true), applied: z.boolean() });

/**
 * Source-of-funds review (engagement §9 "above 5000 EUR"): once a player's credited deposits
 * pass this amount the account is put on hold (withdrawals refused) until reviewed. Minor units
 * per currency, at rounded 2026 rates.
 */
export const AML_SOURCE_OF_FUNDS_THRESHOLD: Record<CurrencyCode, number> = {
  EUR: 500_000,
  USD: 550_000,
  GBP: 430_000,
  INR: 46_000_000,
  BDT: 65_000_000,
  AZN: 930_000,
  BRL: 3_000_000,
  KZT: 280_000_000,
  PKR: 155_000_000,
  TRY: 19_000_000,
  UZS: 7_000_000_000,
  MMK: 1_150_000_000,
  KES: 71_000_000,
  LKR: 165_000_000,
};
