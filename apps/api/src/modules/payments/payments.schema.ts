import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';
import { walletTransactions } from '../wallet/wallet.schema.js';

/** A method of the catalogue (spec core §3): one code `pm.{provider}.{method}`. Seeded from data. */
export const paymentMethods = pgTable('payment_methods', {
  code: text('code').primaryKey(),
  provider: text('provider').notNull(),
  alias: text('alias').notNull(),
  systemAlias: text('system_alias').notNull(),
  flow: text('flow').notNull(),
  status: text('status').notNull().default('active'),
  displayName: text('display_name').notNull(),
  /** File name under payments/assets. */
  logo: text('logo').notNull(),
  depositSteps: jsonb('deposit_steps').$type<string[]>(),
  withdrawalSteps: jsonb('withdrawal_steps').$type<string[]>(),
  /** Form fields the method requires, per direction. */
  depositFields: jsonb('deposit_fields').$type<string[]>().notNull().default([]),
  withdrawalFields: jsonb('withdrawal_fields').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Set by a staff edit (migration 0020): a trigger then keeps its order through the seed. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/** A method offered in one currency, with its limits and presets (minor units). */
export const paymentMethodCurrencies = pgTable(
  'payment_method_currencies',
  {
    methodCode: text('method_code')
      .notNull()
      .references(() => paymentMethods.code, { onDelete: 'cascade' }),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    status: text('status').notNull().default('active'),
    depositMin: bigint('deposit_min', { mode: 'bigint' }),
    depositMax: bigint('deposit_max', { mode: 'bigint' }),
    withdrawMin: bigint('withdraw_min', { mode: 'bigint' }),
    withdrawMax: bigint('withdraw_max', { mode: 'bigint' }),
    selectors: jsonb('selectors').$type<{ min: number; med: number; max: number }>(),
    defaultSum: bigint('default_sum', { mode: 'bigint' }),
    /** Set by a staff edit (migration 0020): a trigger then keeps its limits through the seed. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.methodCode, table.currencyCode] })],
);

/** The phone-like field of a payment's details, separators dropped (the generated `phone_digits`). */
const PHONE_LIKE = `regexp_replace(coalesce(details->>'phone', details->>'account'), '[[:space:]+()-]', '', 'g')`;
const PHONE_DIGITS = sql.raw(`case when ${PHONE_LIKE} ~ '^[0-9]{7,15}$' then ${PHONE_LIKE} end`);

/**
 * A deposit or withdrawal. Its id is also the id of its history row (`payment_transactions`)
 * and the order id the provider knows it by. Money moves only through the ledger, with keys
 * derived from this id (`payment:{id}:credit`, `payment:{id}:hold`…).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    methodCode: text('method_code').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** The provider's own id of the payment. */
    providerReference: text('provider_reference'),
    /** The transaction id the player confirmed with (transaction flows); single use per provider. */
    transactionId: text('transaction_id'),
    /** The form fields sent (account, bank…); never card numbers in full. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Test payments: the sandbox options they were made with. */
    test: jsonb('test').$type<Record<string, unknown>>(),
    reason: text('reason'),
    /** first, second or rest: which failed deposit of the player this was (notifications). */
    failureOrdinal: text('failure_ordinal'),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }),
    polls: integer('polls').notNull().default(0),
    /** A staff hold (withdrawals.hold): a held withdrawal is not approved until released. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
    /**
     * The digits of the phone number the player paid with or withdrew to (the `phone` field, or
     * an `account` that is a number: bKash, Nagad, wallets), when 7 to 15 digits; else null.
     * Kept by the database (migration 0019) for the staff's player search by phone.
     */
    phoneDigits: text('phone_digits').generatedAlwaysAs(PHONE_DIGITS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_transaction_id_unique')
      .on(table.provider, table.transactionId)
      .where(sql`${table.transactionId} is not null`),
    uniqueIndex('payments_provider_reference_unique')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    index('payments_user_idx').on(table.userId, table.type, table.status),
    // The staff's payment search: newest first, keyset on (created_at, id).
    index('payments_created_idx').on(table.createdAt, table.id),
    index('payments_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('payments_status_created_idx').on(table.status, table.createdAt, table.id),
    // The staff's player search by phone: numbers ending with the digits typed, player by player.
    index('payments_phone_digits_suffix')
      .using('btree', sql`reverse(${table.phoneDigits}) text_pattern_ops`, table.userId)
      .where(sql`${table.phoneDigits} is not null`),
    index('payments_poll_idx')
      .on(table.nextPollAt)
      .where(sql`${table.nextPollAt} is not null`),
    // The reports module's fold reads changes by updated_at (migration 0021).
    index('payments_updated_idx').on(table.updatedAt),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * The player's money history as the profile shows it (spec core §7 GET /transactions): deposits
 * and withdrawals through payment methods, referral commission moved to the main balance, and
 * bonus conversions. Each row points at the ledger transaction that moved the money, if any yet.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    systemId: text('system_id').notNull(),
    methodCode: text('method_code'),
    methodName: text('method_name').notNull().default(''),
    methodLogo: text('method_logo'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => walletTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_transactions_history_idx').on(table.userId, table.type, table.createdAt),
    check('payment_transactions_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * A payment's timeline: every status change (and staff hold or release) with its time and cause,
 * written in the transaction of the change (`apply-event.ts`, `staff-payments.ts`).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** `created`, `callback 12`, `status call`, `staff 3: approve`, `hold: <reason>`… */
    cause: text('cause').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.id)],
);

/** Every callback as received, with its signature verdict and what applying it did. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    paymentId: uuid('payment_id'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    /** Whole when signed; of an unsigned or forged one only a bounded prefix (README). */
    rawBody: text('raw_body').notNull(),
    /** SHA-256 (hex) and size in bytes of the body as received, whatever was kept of it. */
    bodySha256: text('body_sha256'),
    bodyLength: integer('body_length'),
    signatureValid: boolean('signature_valid').notNull(),
    /**
     * applied, ignored (duplicate or stale), rejected (unknown payment, mismatch), forged,
     * invalid (signed but unreadable: no amount, currency, status or payment), unconfirmed (the
     * provider's status call does not say the same), review (raised for an operator).
     */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_callbacks_payment_idx').on(table.paymentId)],
);

/** Per player: failed deposits so far (first, second, further ones notify differently). */
export const paymentPlayerStats = pgTable('payment_player_stats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  failedDeposits: integer('failed_deposits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each player's credited deposits per currency, kept as deposits are credited or reversed: the
 * AML threshold and the first-deposit check read it instead of summing every deposit.
 */
export const paymentDepositTotals = pgTable(
  'payment_deposit_totals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    deposited: bigint('deposited', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.currencyCode] })],
);

/** An account on hold for a source-of-funds review (engagement §9): withdrawals wait. */
export const paymentAccountReviews = pgTable(
  'payment_account_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    paymentId: uuid('payment_id'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_account_reviews_open')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * The sandbox's own records (test mode): what the simulated provider knows of each order, so
 * that its pages, its callbacks and its status answers agree.
 */
export const paymentSandboxOrders = pgTable('payment_sandbox_orders', {
  reference: text('reference').primaryKey(),
  provider: text('provider').notNull(),
  paymentId: uuid('payment_id').notNull(),
  kind: text('kind').notNull(),
  methodCode: text('method_code').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  status: text('status').notNull(),
  options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodCurrencyRow = typeof paymentMethodCurrencies.$inferSelect;
