import type { SqlSession } from '../../db/client.js';

/** The highest user id registered at least `lagMs` ago (the reports' fold limit). */
export async function registrationFoldLimit(sql: SqlSession, lagMs: number): Promise<bigint> {
  const [row] = await sql.query<{ id: string | null }>(
    `select max(id)::text as id from users
     where created_at <= now() - ($1::int * interval '1 millisecond')`,
    [lagMs],
  );
  return BigInt(row?.id ?? 0);
}

/** Registrations of users `(afterId, upToId]` per UTC day and the player's currency. */
export async function registrationTotals(
  sql: SqlSession,
  afterId: bigint,
  upToId: bigint,
): Promise<{ day: string; currency: string; count: bigint }[]> {
  const rows = await sql.query<{ day: string; currency_code: string; count: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency_code,
       count(*)::text as count
     from users where id > $1 and id <= $2 group by 1, 2`,
    [afterId.toString(), upToId.toString()],
  );
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency_code,
    count: BigInt(row.count),
  }));
}
