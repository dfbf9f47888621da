import type { SqlSession } from '../../db/client.js';

/**
 * Players who registered in [from, to), chose a welcome bonus (casino or sport) and have not
 * deposited yet (issue 22: the welcome offer's notifications, raised by the bonus sweep).
 */
export async function playersAwaitingFirstDeposit(
  session: SqlSession,
  from: Date,
  to: Date,
): Promise<{ id: number; currency: string; bonusChoice: string; createdAt: Date }[]> {
  const rows = await session.query<{
    id: number;
    currency_code: string;
    bonus_choice: string;
    created_at: Date;
  }>(
    `select id, currency_code, bonus_choice, created_at from users
      where created_at >= $1 and created_at < $2 and not first_deposit
        and bonus_choice in ('casino', 'sport')
      order by id limit 5000`,
    [from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    currency: row.currency_code,
    bonusChoice: row.bonus_choice,
    createdAt: new Date(row.created_at),
  }));
}
