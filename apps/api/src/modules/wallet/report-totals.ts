import type { SqlSession } from '../../db/client.js';

/** Per UTC day, currency, game provider and game: what the game houses took and paid. */
export interface LedgerGameTotals {
  day: string;
  currency: string;
  provider: string;
  game: string;
  bets: bigint;
  wins: bigint;
  rounds: bigint;
}

export interface LedgerTotals {
  games: LedgerGameTotals[];
  /** Bonus money credited to players (less cancelled), per day and currency. */
  bonuses: { day: string; currency: string; amount: bigint }[];
  /** The distinct players who bet, per day. */
  active: { day: string; userId: number }[];
}

/**
 * The highest ledger transaction id that is at least `lagMs` old: the reports module folds up
 * to it, so a transaction still open when its id was drawn has had time to commit.
 */
export async function ledgerFoldLimit(sql: SqlSession, lagMs: number): Promise<bigint> {
  const [row] = await sql.query<{ id: string | null }>(
    `select max(id)::text as id from wallet_transactions
     where created_at <= now() - ($1::int * interval '1 millisecond')`,
    [lagMs],
  );
  return BigInt(row?.id ?? 0);
}

const HOUSE_GAMES_SQL = `
  with moved as (
    select t.id, t.kind, t.currency_code, t.user_id, t.created_at, t.metadata,
      a.key as provider, sum(e.amount) as house
    from wallet_transactions t
    join wallet_entries e on e.transaction_id = t.id
    join wallet_accounts a on a.id = e.account_id and a.kind = 'game_house'
    where t.id > $1 and t.id <= $2 and t.kind in ('bet', 'win', 'rollback')
    group by t.id, a.key
  )
  select to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, m.currency_code,
    m.provider,
    coalesce(m.metadata->>'gameId', m.metadata->>'game', o.metadata->>'gameId',
      o.metadata->>'game', '') as game,
    coalesce(sum(case when m.kind = 'bet' or (m.kind = 'rollback' and m.house < 0)
      then m.house end), 0)::text as bets,
    coalesce(-sum(case when m.kind = 'win' or (m.kind = 'rollback' and m.house > 0)
      then m.house end), 0)::text as wins,
    count(*) filter (where m.kind = 'bet')::text as rounds
  from moved m
  left join wallet_transactions o
    on m.kind = 'rollback' and o.id = (m.metadata->>'reverses')::bigint
  group by 1, 2, 3, 4`;

const BONUS_SQL = `
  select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.currency_code,
    (-sum(e.amount))::text as amount
  from wallet_transactions t
  join wallet_entries e on e.transaction_id = t.id
  join wallet_accounts a on a.id = e.account_id and a.kind = 'bonus_expense'
  where t.id > $1 and t.id <= $2
  group by 1, 2`;

const ACTIVE_SQL = `
  select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, user_id
  from wallet_transactions
  where id > $1 and id <= $2 and kind = 'bet' and user_id is not null`;

/**
 * The ledger's totals for the reports' daily roll-ups over transactions `(afterId, upToId]`,
 * grouped by UTC day: the game houses' bets and wins per currency, provider and game (a
 * rollback lowers the side it reverses), bonus money credited, and who bet.
 */
export async function ledgerTotals(
  sql: SqlSession,
  afterId: bigint,
  upToId: bigint,
): Promise<LedgerTotals> {
  const range = [afterId.toString(), upToId.toString()];
  const games = await sql.query<{
    day: string;
    currency_code: string;
    provider: string;
    game: string;
    bets: string;
    wins: string;
    rounds: string;
  }>(HOUSE_GAMES_SQL, range);
  const bonuses = await sql.query<{ day: string; currency_code: string; amount: string }>(
    BONUS_SQL,
    range,
  );
  const active = await sql.query<{ day: string; user_id: number }>(ACTIVE_SQL, range);
  return {
    games: games.map((row) => ({
      day: row.day,
      currency: row.currency_code,
      provider: row.provider,
      game: row.game,
      bets: BigInt(row.bets),
      wins: BigInt(row.wins),
      rounds: BigInt(row.rounds),
    })),
    bonuses: bonuses.map((row) => ({
      day: row.day,
      currency: row.currency_code,
      amount: BigInt(row.amount),
    })),
    active: active.map((row) => ({ day: row.day, userId: Number(row.user_id) })),
  };
}
