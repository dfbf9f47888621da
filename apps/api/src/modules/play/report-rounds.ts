import type { SqlSession } from '../../db/client.js';

/** Own games' finished real-money rounds per UTC day, title and currency (measured RTP). */
export interface RoundTotals {
  day: string;
  titleId: string;
  currency: string;
  rounds: bigint;
  bets: bigint;
  wins: bigint;
  /** Σ win/bet and Σ (win/bet)² over the rounds: the per-round variance of the return. */
  sumRatio: number;
  sumRatioSq: number;
}

/**
 * Real rounds with a stake that finished (free spins included; a campaign's free rounds, which
 * staked nothing, left out) with updated_at in
 * `(after, upTo]`: a round is written complete once and never changes after.
 */
export async function finishedRoundTotals(
  sql: SqlSession,
  after: string,
  upTo: string,
): Promise<RoundTotals[]> {
  const rows = await sql.query<{
    day: string;
    title_id: string;
    currency_code: string;
    rounds: string;
    bets: string;
    wins: string;
    sum_ratio: number;
    sum_ratio_sq: number;
  }>(
    `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day, title_id, currency_code,
       count(*)::text as rounds, sum(bet)::text as bets, sum(win)::text as wins,
       sum(win::float8 / bet)::float8 as sum_ratio,
       sum((win::float8 / bet) ^ 2)::float8 as sum_ratio_sq
     from play_rounds
     where mode = 'real' and status = 'complete' and bet > 0 and not (outcome ? 'freeRound')
       and updated_at > $1::timestamptz and updated_at <= $2::timestamptz
     group by 1, 2, 3`,
    [after, upTo],
  );
  return rows.map((row) => ({
    day: row.day,
    titleId: row.title_id,
    currency: row.currency_code,
    rounds: BigInt(row.rounds),
    bets: BigInt(row.bets),
    wins: BigInt(row.wins),
    sumRatio: Number(row.sum_ratio),
    sumRatioSq: Number(row.sum_ratio_sq),
  }));
}
