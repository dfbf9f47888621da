import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * One balance of one owner in one currency. Player accounts belong to a user and cache their
 * balance (updated in the same database transaction as the entries); house accounts are the other
 * side of every movement and keep no cached balance, so no single hot row serialises every bet of
 * every player. Their balance is the sum of their entries.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Splits a house account by counterparty (game provider, payment provider); '' otherwise. */
    key: text('key').notNull().default(''),
    /** Minor units; null on house accounts, never negative on player accounts. */
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_player_unique')
      .on(table.userId, table.kind, table.currencyCode)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('wallet_accounts_house_unique')
      .on(table.kind, table.currencyCode, table.key)
      .where(sql`${table.userId} is null`),
    check(
      'wallet_accounts_player_balance_non_negative',
      sql`(${table.userId} is null and ${table.balance} is null) or (${table.userId} is not null and ${table.balance} >= 0)`,
    ),
  ],
);

/** A movement: entries that sum to zero, posted once per idempotency key. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Hash of the request; a replay with another request under the same key is refused. */
    fingerprint: text('fingerprint').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_transactions_key_unique').on(table.idempotencyKey),
    index('wallet_transactions_user_idx').on(table.userId, table.id),
  ],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (player accounts only). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
  },
  (table) => [
    index('wallet_entries_transaction_idx').on(table.transactionId),
    index('wallet_entries_account_idx').on(table.accountId),
    // An account's entries newest first, keyset-paged (the staff's ledger page, migration 0018).
    index('wallet_entries_account_id_idx').on(table.accountId, table.id.desc()),
    check('wallet_entries_amount_non_zero', sql`${table.amount} <> 0`),
  ],
);

export type WalletAccountRow = typeof walletAccounts.$inferSelect;
