import type { Alongside, Row } from '../wallet/index.js';
import type { GameWalletRoundState } from './game-wallet.schema.js';

/** A bet's round row as the statements below answer it (`created`: this call inserted it). */
export interface RoundRow {
  state: GameWalletRoundState;
  bet_posted: boolean;
  user_id: number;
  created?: boolean;
}

interface RoundKey {
  provider: string;
  betTransactionId: string;
  userId: number;
  roundId: string;
}

/*
 * The round statements run alongside the ledger's lock of the player's accounts (one round trip),
 * and lock the bet's row before the accounts, as every call naming a bet does: a win and a
 * rollback of one bet wait for each other and the second sees what the first did. `xmax = 0`
 * tells a row inserted by this statement from one that was there.
 */

/** A bet opens its round; a row already there (a replay, or a rollback first) is locked as is. */
const OPEN_SQL = `insert into game_wallet_rounds (provider, bet_transaction_id, user_id, round_id, state)
  values ($1, $2, $3, $4, 'open')
  on conflict (provider, bet_transaction_id) do update set state = game_wallet_rounds.state
  returning state, bet_posted, user_id, (xmax = 0) as created`;

/** A win settles an open (or already won) bet; a rolled-back one stays so. */
const WIN_SQL = `update game_wallet_rounds
  set state = case when state = 'rolled_back' then state else 'won' end
  where provider = $1 and bet_transaction_id = $2
  returning state, bet_posted, user_id`;

/**
 * A rollback ends an open bet of the same player; a bet never received is recorded as rolled
 * back (`bet_posted` false) so that it is refused if it arrives later.
 */
const ROLLBACK_SQL = `insert into game_wallet_rounds
    (provider, bet_transaction_id, user_id, round_id, state, bet_posted)
  values ($1, $2, $3, $4, 'rolled_back', false)
  on conflict (provider, bet_transaction_id) do update
  set state = case
    when game_wallet_rounds.state = 'open' and game_wallet_rounds.user_id = excluded.user_id
    then 'rolled_back' else game_wallet_rounds.state end
  returning state, bet_posted, user_id, (xmax = 0) as created`;

const keyParams = (key: RoundKey) => [key.provider, key.betTransactionId, key.userId, key.roundId];

export const roundStatements = {
  open: (key: RoundKey): Alongside => ({ text: OPEN_SQL, params: keyParams(key) }),
  win: (key: Pick<RoundKey, 'provider' | 'betTransactionId'>): Alongside => ({
    text: WIN_SQL,
    params: [key.provider, key.betTransactionId],
  }),
  rollback: (key: RoundKey): Alongside => ({ text: ROLLBACK_SQL, params: keyParams(key) }),
};

/** The round row a statement above answered (none: the bet is unknown). */
export const roundOf = (rows: Row[]) => rows[0] as RoundRow | undefined;
