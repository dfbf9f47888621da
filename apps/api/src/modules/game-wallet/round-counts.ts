import type { SqlSession } from '../../db/client.js';

/** How many rounds a provider's game had through the seamless wallet. */
export interface ProviderGameRounds {
  provider: string;
  /** The provider's id of the game (the bet's `gameId`). */
  gameId: string;
  rounds: number;
}

/**
 * The distinct rounds of the bets each provider's game placed since `since` (rolled-back bets
 * included), for the games module's popularity order. `game_wallet_rounds` has no game id, so
 * this reads the bets' ledger metadata through the partial index of migration 0008; it is the
 * one exception of this module in `test/table-ownership.test.ts`.
 */
export async function roundsPerProviderGame(
  sql: SqlSession,
  since: Date,
): Promise<ProviderGameRounds[]> {
  const rows = await sql.query<{ provider: string; game_id: string; rounds: number }>(
    `select t.metadata->>'provider' as provider, t.metadata->>'gameId' as game_id,
       count(distinct t.metadata->>'roundId')::int as rounds
     from wallet_transactions t
     where t.kind = 'bet' and t.idempotency_key like 'game:%' and t.created_at > $1::timestamptz
     group by 1, 2`,
    [since.toISOString()],
  );
  return rows.map((row) => ({
    provider: row.provider,
    gameId: row.game_id,
    rounds: Number(row.rounds),
  }));
}
