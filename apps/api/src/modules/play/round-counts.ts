import type { SqlSession } from '../../db/client.js';

/** How many real-money rounds one title had (a round with its free spins is one). */
export interface TitleRounds {
  titleId: string;
  rounds: number;
}

/**
 * The real-money rounds of each title since `since`, for the games module's popularity order.
 * Reads the partial index on `play_rounds.created_at` of real rounds (migration 0008).
 */
export async function realRoundsPerTitle(sql: SqlSession, since: Date): Promise<TitleRounds[]> {
  const rows = await sql.query<{ title_id: string; rounds: number }>(
    `select title_id, count(*)::int as rounds from play_rounds
     where mode = 'real' and created_at > $1::timestamptz
     group by title_id`,
    [since.toISOString()],
  );
  return rows.map((row) => ({ titleId: row.title_id, rounds: Number(row.rounds) }));
}
