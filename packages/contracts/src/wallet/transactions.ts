import * as z from 'zod/mini';
import { intFromQuery } from '../primitives.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { transactionsPageSize } from '../constants.js';
import { okEnvelope } from '../envelope.js';
import { paymentMethodCodeSchema } from '../payments/methods.js';

/** Direction of a history item (spec core §7 GET /transactions `type`). */
export const TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** Statuses as the server sends them (engagement §3 "Transaction"). */
export const TRANSACTION_STATUSES = [
  'success',
  'error',
  'canceled',
  'pending',
  'rejected',
  'request',
  /** A deposit never paid in time; a late payment still credits it (it then reads success). */
  'expired',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/**
 * Where a movement came from: a payment method, the referral programme (a friend's commission
 * moved to the main balance) or a bonus (converted to real money or cancelled).
 */
export const TRANSACTION_SOURCES = ['payment', 'referral', 'bonus'] as const;
export const transactionSourceSchema = z.enum(TRANSACTION_SOURCES);
export type TransactionSource = z.infer<typeof transactionSourceSchema>;

/**
 * `systemId` values that select a whole source rather than one payment system: the history
 * filter's "payment methods", "referral (friend)" and "bonuses" options (engagement §3).
 */
export const HISTORY_FILTERS = ['payment', 'referral', 'bonus'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const isHistoryFilter = (value: string | null | undefined): value is HistoryFilter =>
  (HISTORY_FILTERS as readonly (string | null | undefined)[]).includes(value);

const systemIdSchema = z.string().check(z.regex(/^[a-z0-9_.-]{1,64}$/));

/** Statuses as a comma list (`error,rejected`); an unknown one is refused. */
const statusListFromQuery = z.pipe(
  z.string().check(z.regex(/^[a-z]{1,16}(,[a-z]{1,16}){0,9}$/)),
  z.pipe(
    z.transform((value: string) => [...new Set(value.split(','))]),
    z.array(transactionStatusSchema),
  ),
);

export const transactionsQuerySchema = z.object({
  type: z._default(transactionTypeSchema, 'deposit'),
  /** Page size; by default 10 for deposits and 25 for withdrawals (spec core §9). */
  limit: z.optional(intFromQuery(1, 100)),
  page: z._default(intFromQuery(1, 1_000_000), 1),
  /** `payment`, `referral` or `bonus` (a whole source), or one payment system's alias. */
  systemId: z.optional(systemIdSchema),
  /** Only items in these statuses (spec core §2 query `status`). */
  status: z.optional(statusListFromQuery),
});
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

export const defaultTransactionsLimit = (type: TransactionType): number =>
  transactionsPageSize[type];

export const transactionItemSchema = z
  .object({
    id: z.string(),
    type: transactionTypeSchema,
    status: transactionStatusSchema,
    source: transactionSourceSchema,
    /** Payment system alias, or `referral` / `bonus`: the value the filter sends as systemId. */
    systemId: z.string(),
    /** Minor units; one movement, so bounded by MAX_TRANSACTION_AMOUNT: always a JSON number. */
    amount: z.int(),
    currencyCode: currencyCodeSchema,
    method: z.object({
      /**
       * The method's code, which the site names in the player's language; null for items that
       * no payment method made (bonus, referral) or whose method is no longer offered.
       */
      code: z.nullable(paymentMethodCodeSchema),
      /** Display name; empty when the method is unknown (the site shows empty text). */
      name: z.string(),
      logo: z.nullable(z.string()),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
    /**
     * The player may still cancel it (`POST /payments/withdrawals/{id}/cancel`): a withdrawal
     * not yet approved. The server decides, so the site never offers a cancel it then refuses.
     */
    cancellable: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Transaction' });
export type TransactionItem = z.infer<typeof transactionItemSchema>;

/** One filter option of the history: a system that appears in the player's items. */
export const transactionSystemSchema = z.object({
  systemId: z.string(),
  source: transactionSourceSchema,
  name: z.string(),
  logo: z.nullable(z.string()),
});
export type TransactionSystem = z.infer<typeof transactionSystemSchema>;

export const transactionsResponseSchema = okEnvelope({
  items: z.array(transactionItemSchema),
  page: z.int(),
  lastPage: z.int(),
  total: z.int(),
  /** Every system present in the player's history of this type, for the filter. */
  systems: z.array(transactionSystemSchema),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const transactionParamsSchema = z.object({
  id: z.string().check(z.uuid()),
});

export const transactionResponseSchema = okEnvelope({ transaction: transactionItemSchema });
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;
