import type { SqlSession } from '../../db/client.js';

/** One finished real-money round that paid at least the asked multiple of its stake. */
export interface RealWin {
  roundId: string;
  userId: number;
  titleId: string;
  currency: string;
  /** The stake and the round's whole win (its free spins included), in minor units. */
  bet: bigint;
  win: bigint;
  at: Date;
}

export interface RealWinsQuery {
  since: Date;
  /** Only rounds whose win is at least this many times the stake. */
  minMultiplier: number;
  limit: number;
}

/**
 * The latest big real-money wins of the own studio, newest first, for the lobby's "recent wins"
 * strip (games module). A round still in its free spins is left out until they are played, so
 * its win is final when shown. Walks the partial index on `created_at` of real rounds
 * (migration 0008) backwards.
 */
export async function recentRealWins(sql: SqlSession, query: RealWinsQuery): Promise<RealWin[]> {
  // The multiplier as a fraction of hundredths keeps the comparison in integers.
  const hundredths = Math.round(query.minMultiplier * 100);
  const rows = await sql.query<{
    round_id: string;
    user_id: number;
    title_id: string;
    currency_code: string;
    bet: string | number;
    win: string | number;
    created_at: Date | string;
  }>(
    `select round_id, user_id, title_id, currency_code, bet, win, created_at from play_rounds
     where mode = 'real' and created_at > $1::timestamptz and status = 'complete'
       and user_id is not null and bet > 0 and win * 100 >= bet * $2::bigint
     order by created_at desc, id desc
     limit $3`,
    [query.since.toISOString(), hundredths, query.limit],
  );
  return rows.map((row) => ({
    roundId: row.round_id,
    userId: Number(row.user_id),
    titleId: row.title_id,
    currency: row.currency_code,
    bet: BigInt(row.bet),
    win: BigInt(row.win),
    at: new Date(row.created_at),
  }));
}
