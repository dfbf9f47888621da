import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * The order in which entries reached their points: every change of an entry's points takes the
 * next value. Equal points rank by it (who got there first), and a tournament's leaderboard
 * version is the largest value among its entries. A sequence, not a counter row, so scoring bets
 * never wait on each other.
 */
export const tournamentEntrySeq = pgSequence('tournament_entry_seq');

/**
 * An operator-made tournament. `games` holds the eligible games as resolved on save
 * ({ alias, provider, name }); `prizes` and `texts` the console's rows as written. Status is not
 * stored: it follows from the schedule, `cancelled_at` and `settled_at` (places final).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    games: jsonb('games').notNull(),
    categories: text('categories').array().notNull(),
    reportingCurrency: text('reporting_currency').notNull(),
    currencies: text('currencies').array().notNull(),
    scoring: text('scoring').notNull(),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    entry: text('entry').notNull(),
    prizes: jsonb('prizes').notNull(),
    bannerUrl: text('banner_url'),
    texts: jsonb('texts').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When the final places were stored and the payouts claimed (one finisher only). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The leaderboard version last broadcast (one instance broadcasts each version). */
    broadcastVersion: bigint('broadcast_version', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tournaments_scoring', sql`${table.scoring} in ('stake', 'win', 'multiplier')`),
    check('tournaments_entry', sql`${table.entry} in ('opt_in', 'automatic')`),
    check('tournaments_schedule', sql`${table.endsAt} > ${table.startsAt}`),
    check('tournaments_min_stake', sql`${table.minStake} >= 0`),
    // The stake hook's one read: the tournaments not cancelled whose end is still ahead.
    index('tournaments_live')
      .on(table.endsAt)
      .where(sql`${table.cancelledAt} is null`),
  ],
);

/** A player's entry: points, the order they reached them, the final place once settled. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyCode: text('currency_code').notNull(),
    /** The masked name the public leaderboard shows, fixed at entry. */
    name: text('name').notNull(),
    points: bigint('points', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('tournament_entry_seq')`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    finalPlace: integer('final_place'),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    check('tournament_entries_points', sql`${table.points} >= 0`),
    // Top 100 and "my place" (entries ahead: more points, or as many reached earlier).
    index('tournament_entries_board').on(table.tournamentId, table.points.desc(), table.seq),
    // The leaderboard's version: the largest seq of the tournament.
    index('tournament_entries_version').on(table.tournamentId, table.seq),
  ],
);

/**
 * A qualifying bet, converted to the reporting currency: what it gave, so its rollback takes it
 * back, and the round its win is paired with (the multiplier of a provider game's round).
 */
export const tournamentBets = pgTable(
  'tournament_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key: each insert would take a key-share lock on the tournament's one row, and a
    // thousand bets a second sharing it turn into multixact churn. Written only by the hook,
    // which read the tournament in the same transaction.
    tournamentId: integer('tournament_id').notNull(),
    userId: integer('user_id').notNull(),
    betKey: text('bet_key').notNull(),
    roundRef: text('round_ref').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_bets_key').on(table.tournamentId, table.betKey),
    index('tournament_bets_round').on(table.tournamentId, table.userId, table.roundRef),
  ],
);

/**
 * A prize place, claimed once when the tournament settles (primary key: tournament and place),
 * then paid: `pending` until its ledger movement (key `tournament:<id>:place:<n>`) or bonus grant
 * is written in the same transaction that marks it.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    place: integer('place').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    /** Money: minor units of the reporting currency as won, then as credited in `currency_code`. */
    prizeAmount: bigint('prize_amount', { mode: 'bigint' }),
    amount: bigint('amount', { mode: 'bigint' }),
    currencyCode: text('currency_code'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    bonusOfferId: integer('bonus_offer_id'),
    bonusGrantId: integer('bonus_grant_id'),
    status: text('status').notNull().default('pending'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.place] }),
    check('tournament_payouts_kind', sql`${table.kind} in ('money', 'bonus')`),
    check(
      'tournament_payouts_status',
      sql`${table.status} in ('pending', 'paid', 'granted', 'refused')`,
    ),
    index('tournament_payouts_pending')
      .on(table.tournamentId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
