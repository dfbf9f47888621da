import type { SqlSession } from '../../db/client.js';
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
 * Each call locks the bet's round row in the caller's transaction, before the ledger locks the
 * player's accounts, as every call naming a bet does: a win and a rollback of one bet wait for
 * each other and the second sees what the first did. `xmax = 0` tells a row inserted by this
 * statement from one that was there.
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

async function first(rows: Promise<RoundRow[]>) {
  return (await rows)[0];
}

/** The bet's round row, locked in `tx` and changed as the call requires (none: bet unknown). */
export const lockRound = {
  open: (tx: SqlSession, key: RoundKey) => first(tx.query<RoundRow>(OPEN_SQL, keyParams(key))),
  win: (tx: SqlSession, key: Pick<RoundKey, 'provider' | 'betTransactionId'>) =>
    first(tx.query<RoundRow>(WIN_SQL, [key.provider, key.betTransactionId])),
  rollback: (tx: SqlSession, key: RoundKey) =>
    first(tx.query<RoundRow>(ROLLBACK_SQL, keyParams(key))),
};
