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
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { gameSessions } from '../games/games.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A player's provably fair seed pairs, per game family: one active pair (its server seed secret,
 * only its hash shown) and the retired ones, revealed by rotation. `nonce` is the next paid
 * round's number under the pair.
 */
export const playSeedPairs = pgTable(
  'play_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by rotation: from then on the server seed is shown with the pair's rounds. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('play_seed_pairs_active')
      .on(table.userId, table.family)
      .where(sql`${table.active}`),
  ],
);

/**
 * A game client's session, opened once from a launch token. The token is random and stored as
 * its SHA-256. A demo session keeps its play money and its own seed pair here and never touches
 * the ledger.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    launchSessionId: uuid('launch_session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    titleId: text('title_id').notNull(),
    mode: text('mode').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    language: text('language').notNull(),
    returnUrl: text('return_url'),
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    demoServerSeed: text('demo_server_seed'),
    demoClientSeed: text('demo_client_seed'),
    demoNonce: integer('demo_nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The player's token version at launch: a password change since ends the session. */
    tokenVersion: integer('token_version'),
  },
  (table) => [
    uniqueIndex('play_sessions_token_hash').on(table.tokenHash),
    uniqueIndex('play_sessions_launch').on(table.launchSessionId),
    check('play_sessions_demo_balance_non_negative', sql`${table.demoBalance} >= 0`),
  ],
);

/**
 * One round: the paid spin and the free spins it led to, or an original's bet and its actions.
 * `round_id` is the client's idempotency key; the ledger keys derive from it
 * (`round:{roundId}:bet`, `:win`, `:free:{n}`). `feature` holds the engine's FreeSpinsState
 * (with its stream cursor) while free spins remain, or an original's step state while the round
 * is `open`.
 */
export const playRounds = pgTable(
  'play_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    titleId: text('title_id').notNull(),
    paytableVersion: text('paytable_version').notNull(),
    mode: text('mode').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    lines: integer('lines'),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    outcome: jsonb('outcome').notNull(),
    feature: jsonb('feature'),
    /** Real rounds: the pair played under (null in demo, whose seeds live on the session). */
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).references(() => playSeedPairs.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('play_rounds_round_id').on(table.roundId),
    index('play_rounds_user_history')
      .on(table.userId, table.id.desc())
      .where(sql`${table.mode} = 'real'`),
    index('play_rounds_unfinished')
      .on(table.userId, table.titleId)
      .where(sql`${table.status} = 'free_spins'`),
    index('play_rounds_session_unfinished')
      .on(table.sessionId)
      .where(sql`${table.status} = 'free_spins'`),
    // An original's step round in play (migration 0029): it blocks a new bet on its game.
    index('play_rounds_open')
      .on(table.userId, table.titleId)
      .where(sql`${table.status} = 'open'`),
    index('play_rounds_session_open')
      .on(table.sessionId)
      .where(sql`${table.status} = 'open'`),
    // The reports module's fold reads finished real rounds by updated_at (migration 0021).
    index('play_rounds_finished_updated')
      .on(table.updatedAt)
      .where(sql`${table.mode} = 'real' and ${table.status} = 'complete'`),
  ],
);
