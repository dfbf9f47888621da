import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, updatedAt } from '../../db/columns.js';

/*
 * The referral programme (issue 25): the operator's terms, each player's code, the link from a
 * friend to the player who invited them, every commission accrued, and the transfers of referral
 * money to the main balance. Money moves only through the ledger; these rows say why it moved.
 */

/** The programme switch: one row (id 1). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (table) => [check('referral_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * The commission terms per currency (the inviter's currency decides them): shares in basis
 * points, the window in days after the friend registered, the smallest transfer in minor units.
 * A currency without a row is not in the programme.
 */
export const referralCurrencySettings = pgTable(
  'referral_currency_settings',
  {
    currencyCode: varchar('currency_code', { length: 3 }).primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    depositShareBp: integer('deposit_share_bp').notNull(),
    stakeShareBp: integer('stake_share_bp').notNull(),
    windowDays: integer('window_days').notNull(),
    minTransfer: money('min_transfer').notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (table) => [
    check(
      'referral_currency_settings_shares',
      sql`${table.depositShareBp} between 0 and 10000 and ${table.stakeShareBp} between 0 and 10000`,
    ),
    check('referral_currency_settings_window', sql`${table.windowDays} between 1 and 3650`),
    check('referral_currency_settings_min', sql`${table.minTransfer} > 0`),
  ],
);

/** Each player's code, made on their first POST /referrals; upper case, unique. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id').primaryKey(),
    code: text('code').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [check('referral_codes_code', sql`${table.code} ~ '^[A-Z0-9]{4,16}$'`)],
);

/**
 * A friend (`referee_id`, once: unique) invited by `referrer_id`. `status`: clear (earns),
 * pending (a self-referral match waits for staff), approved (staff let it earn from
 * `reviewed_at`), blocked (never earns). `matched_on` what the two accounts share; `earned` the
 * commission so far in `currency_code` (the inviter's currency).
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id').notNull(),
    refereeId: integer('referee_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** The friend's registration: the commission window starts here. */
    registeredAt: at('registered_at').notNull(),
    status: text('status').notNull().default('clear'),
    matchedOn: text('matched_on')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    earned: money('earned')
      .notNull()
      .default(sql`0`),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('referral_links_referee').on(table.refereeId),
    index('referral_links_referrer').on(table.referrerId, table.id),
    index('referral_links_review')
      .on(table.status, table.id)
      .where(sql`${table.status} <> 'clear'`),
    check(
      'referral_links_status',
      sql`${table.status} in ('clear', 'pending', 'approved', 'blocked')`,
    ),
    check('referral_links_not_self', sql`${table.referrerId} <> ${table.refereeId}`),
    check('referral_links_earned', sql`${table.earned} >= 0`),
  ],
);

/**
 * One commission: the friend's movement (`source_key`, its ledger key: once), what it was
 * (`base`, minor units of `base_currency`), and the commission posted (`amount`, the inviter's
 * currency). `taken_back` is what a bet's rollback took back of it.
 */
export const referralAccruals = pgTable(
  'referral_accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => referralLinks.id),
    sourceKey: text('source_key').notNull(),
    kind: text('kind').notNull(),
    base: money('base').notNull(),
    baseCurrency: varchar('base_currency', { length: 3 }).notNull(),
    amount: money('amount').notNull(),
    takenBack: money('taken_back')
      .notNull()
      .default(sql`0`),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_accruals_source').on(table.sourceKey),
    index('referral_accruals_link').on(table.linkId),
    check('referral_accruals_kind', sql`${table.kind} in ('deposit', 'bet')`),
    check(
      'referral_accruals_amounts',
      sql`${table.amount} > 0 and ${table.takenBack} between 0 and ${table.amount}`,
    ),
  ],
);

/** A transfer of referral money to the main balance, once per player and idempotency key. */
export const referralTransfers = pgTable(
  'referral_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    amount: money('amount').notNull(),
    /** What the request asked for: null for the whole balance (a replay must ask the same). */
    requested: money('requested'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    historyId: text('history_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_transfers_key').on(table.userId, table.idempotencyKey),
    check('referral_transfers_amount', sql`${table.amount} > 0`),
  ],
);
