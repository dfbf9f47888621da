import type { SqlSession } from '../../db/client.js';

/** A player's favourite games, newest first, for the staff console's player card. */
export async function favouritesOf(
  session: SqlSession,
  userId: number,
  limit = 100,
): Promise<{ gameId: number; alias: string; title: string; addedAt: Date }[]> {
  const rows = await session.query<{
    game_id: number;
    alias: string;
    name: string;
    created_at: Date | string;
  }>(
    `select f.game_id, g.alias, g.name, f.created_at from game_favorites f
     join games g on g.id = f.game_id
     where f.user_id = $1 order by f.created_at desc limit $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    gameId: Number(row.game_id),
    alias: row.alias,
    title: row.name,
    addedAt: new Date(row.created_at),
  }));
}
