import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gameSessions } from '../games/games.schema.js';
import { users } from '../users/users.schema.js';

/**
 * The published hash chain (one row): its terminating hash and salt. The secret end is not kept;
 * `crash_chain_checkpoints` keeps every 1,000th hash, from which a round's hash is found.
 */
export const crashChain = pgTable(
  'crash_chain',
  {
    id: integer('id').primaryKey().default(1),
    terminatingHash: text('terminating_hash').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('crash_chain_single', sql`${table.id} = 1`)],
);

/** Every 1,000th hash of the chain (and its end): round i's hash from the one at or above i. */
export const crashChainCheckpoints = pgTable('crash_chain_checkpoints', {
  index: integer('index').primaryKey(),
  hash: text('hash').notNull(),
});

/**
 * One round per chain index. `hash` and `result` are kept from the round's creation (every
 * instance decides cash-outs against them) and shown only once the round ended.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: integer('id').primaryKey(),
    phase: text('phase').notNull(),
    hash: text('hash').notNull(),
    result: integer('result').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    interrupted: boolean('interrupted').notNull().default(false),
    /** The leader's lease epoch of the last transition. */
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('crash_rounds_phase', sql`${table.phase} in ('betting', 'flying', 'ended')`),
    index('crash_rounds_ended')
      .on(table.id)
      .where(sql`${table.phase} = 'ended'`),
  ],
);

/** A game client's session, opened once from a launch token; a demo session's play money. */
export const crashSessions = pgTable(
  'crash_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    launchSessionId: uuid('launch_session_id')
      .notNull()
      .references(() => gameSessions.id),
    userId: integer('user_id').references(() => users.id),
    tokenVersion: integer('token_version'),
    mode: text('mode').notNull(),
    currencyCode: text('currency_code').notNull(),
    language: text('language').notNull(),
    returnUrl: text('return_url'),
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('crash_sessions_mode', sql`${table.mode} in ('real', 'demo')`),
    check('crash_sessions_demo_balance', sql`${table.demoBalance} >= 0`),
  ],
);

/** A bet; its id is the client's (the idempotency key of its ledger movements). */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: text('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => crashRounds.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => crashSessions.id),
    userId: integer('user_id'),
    mode: text('mode').notNull(),
    panel: smallint('panel').notNull(),
    currencyCode: text('currency_code').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    autoCashOut: integer('auto_cash_out'),
    /** Engagement §9's maximum win in the bet's currency, and the multiplier that reaches it. */
    maxWin: bigint('max_win', { mode: 'bigint' }).notNull(),
    cap: integer('cap').notNull(),
    /** The masked name shown in the live list. */
    player: text('player').notNull(),
    status: text('status').notNull().default('open'),
    cashedOutAt: integer('cashed_out_at'),
    win: bigint('win', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'crash_bets_status',
      sql`${table.status} in ('open', 'cashed', 'lost', 'refunded', 'cancelled')`,
    ),
    check('crash_bets_panel', sql`${table.panel} in (1, 2)`),
    check('crash_bets_amount', sql`${table.amount} > 0`),
    uniqueIndex('crash_bets_panel_once')
      .on(table.roundId, table.sessionId, table.panel)
      .where(sql`${table.status} in ('open', 'cashed')`),
    index('crash_bets_round').on(table.roundId, table.status),
    index('crash_bets_user').on(table.userId, table.createdAt),
    index('crash_bets_session').on(table.sessionId, table.createdAt),
  ],
);

/** The round leader's lease (one row): holder, epoch (fencing token), by the database clock. */
export const crashLeader = pgTable(
  'crash_leader',
  {
    id: integer('id').primaryKey().default(1),
    holder: text('holder').notNull(),
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('crash_leader_single', sql`${table.id} = 1`)],
);
