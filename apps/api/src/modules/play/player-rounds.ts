import type { SqlSession } from '../../db/client.js';

/** A real-money round of the casino's own games as staff see it, with its fairness data. */
export interface PlayerRound {
  id: bigint;
  roundId: string;
  titleId: string;
  currency: string;
  bet: bigint;
  win: bigint;
  status: string;
  at: Date;
  serverSeedHash: string;
  /** The server seed, once its pair was rotated (revealed); null while it is still secret. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}

const NO_CURSOR = 9223372036854775807n;

/**
 * A player's real rounds newest first, before the round `before` (keyset on the
 * play_rounds_user_history index), for the staff console. The server seed shows only once the
 * pair was revealed, exactly as the player's own verify page shows it.
 */
export async function playerRounds(
  session: SqlSession,
  userId: number,
  page: { before: bigint | null; limit: number },
): Promise<PlayerRound[]> {
  const rows = await session.query<{
    id: bigint | string;
    round_id: string;
    title_id: string;
    currency_code: string;
    bet: bigint | string;
    win: bigint | string;
    status: string;
    created_at: Date | string;
    server_seed_hash: string;
    server_seed: string | null;
    client_seed: string;
    nonce: number;
    outcome: unknown;
  }>(
    `select r.id, r.round_id, r.title_id, r.currency_code, r.bet, r.win, r.status, r.created_at,
       r.server_seed_hash, case when p.revealed_at is not null then p.server_seed end as server_seed,
       r.client_seed, r.nonce, r.outcome
     from play_rounds r left join play_seed_pairs p on p.id = r.seed_pair_id
     where r.user_id = $1 and r.mode = 'real' and r.id < $2
     order by r.id desc limit $3`,
    [userId, (page.before ?? NO_CURSOR).toString(), page.limit],
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    roundId: row.round_id,
    titleId: row.title_id,
    currency: row.currency_code,
    bet: BigInt(row.bet),
    win: BigInt(row.win),
    status: row.status,
    at: new Date(row.created_at),
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    outcome: row.outcome,
  }));
}
