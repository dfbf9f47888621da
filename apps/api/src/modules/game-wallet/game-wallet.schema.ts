import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** The states of a provider's bet (README "Round states"). */
export const GAME_WALLET_ROUND_STATES = ['open', 'won', 'rolled_back'] as const;
export type GameWalletRoundState = (typeof GAME_WALLET_ROUND_STATES)[number];

/**
 * What became of each bet a game provider placed through the seamless wallet: open, won (a win
 * settled it: it can no longer be rolled back) or rolled back (its stake returned: no win can
 * settle it). The row of a bet is locked before the player's accounts by every call that names
 * it, so a win and a rollback of one bet never both apply. A rollback that arrives before its bet
 * leaves a `rolled_back` row with `bet_posted` false: the bet is refused when it comes.
 */
export const gameWalletRounds = pgTable(
  'game_wallet_rounds',
  {
    provider: text('provider').notNull(),
    /** The provider's transaction id of the bet. */
    betTransactionId: text('bet_transaction_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roundId: text('round_id').notNull(),
    state: text('state').$type<GameWalletRoundState>().notNull(),
    /** False for a rollback recorded before its bet arrived (nothing was ever staked). */
    betPosted: boolean('bet_posted').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.betTransactionId] }),
    index('game_wallet_rounds_user_idx').on(table.userId),
    check('game_wallet_rounds_state', sql`${table.state} in ('open', 'won', 'rolled_back')`),
  ],
);
