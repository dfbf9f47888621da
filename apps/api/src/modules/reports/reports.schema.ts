import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** The operator's report settings: one row (id 1). */
export const reportSettings = pgTable(
  'report_settings',
  {
    id: integer('id').primaryKey().default(1),
    reportingCurrency: varchar('reporting_currency', { length: 3 }).notNull().default('USD'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('report_settings_single_row', sql`${table.id} = 1`)],
);

/** Units of each currency per 1 USD (the anchor), edited by staff with settings.write. */
export const reportExchangeRates = pgTable(
  'report_exchange_rates',
  {
    currencyCode: varchar('currency_code', { length: 3 }).primaryKey(),
    perUsd: numeric('per_usd', { precision: 24, scale: 10 }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (table) => [check('report_exchange_rates_positive', sql`${table.perUsd} > 0`)],
);

/** How far each source has been folded into the roll-ups. */
export const reportWatermarks = pgTable('report_watermarks', {
  source: text('source').primaryKey(),
  lastId: bigint('last_id', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  lastAt: timestamp('last_at', { withTimezone: true })
    .notNull()
    .default(sql`'1970-01-01T00:00:00Z'`),
  foldedAt: timestamp('folded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per UTC day, currency, game provider and game: bets, wins and rounds (the ledger's). */
export const reportDailyGames = pgTable(
  'report_daily_games',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    provider: text('provider').notNull(),
    game: text('game').notNull(),
    bets: bigint('bets', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rounds: bigint('rounds', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({
      name: 'report_daily_games_pk',
      columns: [table.day, table.currencyCode, table.provider, table.game],
    }),
  ],
);

/** Per day and currency: bonus money credited (less cancelled), the NGR deduction. */
export const reportDailyBonus = pgTable(
  'report_daily_bonus',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    bonusCredited: bigint('bonus_credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ name: 'report_daily_bonus_pk', columns: [table.day, table.currencyCode] }),
  ],
);

/** Per day of creation, currency, method, kind and current status: count and amount. */
export const reportDailyPayments = pgTable(
  'report_daily_payments',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    methodCode: text('method_code').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({
      name: 'report_daily_payments_pk',
      columns: [table.day, table.currencyCode, table.methodCode, table.kind, table.status],
    }),
  ],
);

/** The bucket each payment was last counted in, so a status change moves it between buckets. */
export const reportPaymentStates = pgTable('report_payment_states', {
  paymentId: uuid('payment_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  methodCode: text('method_code').notNull(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
});

/** Per day and the player's currency: registrations and first deposits. */
export const reportDailyPlayers = pgTable(
  'report_daily_players',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    registrations: bigint('registrations', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    firstDeposits: bigint('first_deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ name: 'report_daily_players_pk', columns: [table.day, table.currencyCode] }),
  ],
);

/** Each player's first successful deposit (counted once). */
export const reportFirstDeposits = pgTable('report_first_deposits', {
  userId: integer('user_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
});

/**
 * Players who placed a bet on a day: the fold's record of which (day, player) pairs are counted
 * already, so that `report_daily_active.players` counts each once.
 */
export const reportActivePlayers = pgTable(
  'report_active_players',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
  },
  (table) => [primaryKey({ name: 'report_active_players_pk', columns: [table.day, table.userId] })],
);

/**
 * Per day: `players`, the distinct players who bet that day; `lastActive`, the players whose
 * latest bet so far is on that day (Σ over days ≥ from = distinct players from `from` to today).
 */
export const reportDailyActive = pgTable('report_daily_active', {
  day: date('day', { mode: 'string' }).primaryKey(),
  players: bigint('players', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  lastActive: bigint('last_active', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/** Each player's latest day with a bet (moves `report_daily_active.last_active` between days). */
export const reportPlayerLastActive = pgTable('report_player_last_active', {
  userId: integer('user_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
});

/** Own games' finished real rounds per day, title and currency, with Σ(win/bet) and Σ(win/bet)². */
export const reportDailyRtp = pgTable(
  'report_daily_rtp',
  {
    day: date('day', { mode: 'string' }).notNull(),
    titleId: text('title_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    rounds: bigint('rounds', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bets: bigint('bets', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sumRatio: doublePrecision('sum_ratio').notNull().default(0),
    sumRatioSq: doublePrecision('sum_ratio_sq').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'report_daily_rtp_pk',
      columns: [table.day, table.titleId, table.currencyCode],
    }),
  ],
);
