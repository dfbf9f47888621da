import type { SqlSession } from '../../db/client.js';

/*
 * Which player has a stream open on a live instance (realtime_instances, realtime_presence):
 * each instance keeps one row per player with a stream open on it and refreshes its own
 * instance row every PRESENCE_HEARTBEAT_MS; a row of an instance silent for PRESENCE_STALE_SECONDS
 * (a crash, a kill) no longer counts, and the sweep removes it.
 */

export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_STALE_SECONDS = 60;

export async function instanceAlive(session: SqlSession, instanceId: string): Promise<void> {
  await session.query(
    `insert into realtime_instances (id, seen_at) values ($1, now())
     on conflict (id) do update set seen_at = now()`,
    [instanceId],
  );
}

export async function instanceGone(session: SqlSession, instanceId: string): Promise<void> {
  await session.query('delete from realtime_presence where instance_id = $1', [instanceId]);
  await session.query('delete from realtime_instances where id = $1', [instanceId]);
}

export async function markOnline(session: SqlSession, instanceId: string, userId: number) {
  await session.query(
    `insert into realtime_presence (instance_id, user_id) values ($1, $2)
     on conflict do nothing`,
    [instanceId, userId],
  );
}

export async function markOffline(session: SqlSession, instanceId: string, userId: number) {
  await session.query('delete from realtime_presence where instance_id = $1 and user_id = $2', [
    instanceId,
    userId,
  ]);
}

export async function isOnline(session: SqlSession, userId: number): Promise<boolean> {
  const rows = await session.query(
    `select 1 from realtime_presence p join realtime_instances i on i.id = p.instance_id
     where p.user_id = $1 and i.seen_at > now() - make_interval(secs => $2) limit 1`,
    [userId, PRESENCE_STALE_SECONDS],
  );
  return rows.length > 0;
}

/** Which of `userIds` have a stream open on a live instance now (one statement). */
export async function onlineAmong(
  session: SqlSession,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await session.query<{ user_id: number }>(
    `select distinct p.user_id from realtime_presence p
       join realtime_instances i on i.id = p.instance_id
     where p.user_id = any($1::int[]) and i.seen_at > now() - make_interval(secs => $2)`,
    [userIds, PRESENCE_STALE_SECONDS],
  );
  return rows.map((row) => Number(row.user_id));
}

/** Forgets instances silent for ten stale periods, and their players. */
export async function sweepInstances(session: SqlSession): Promise<void> {
  await session.query(
    `delete from realtime_presence where instance_id in (
       select id from realtime_instances where seen_at < now() - make_interval(secs => $1))`,
    [PRESENCE_STALE_SECONDS * 10],
  );
  await session.query(
    'delete from realtime_instances where seen_at < now() - make_interval(secs => $1)',
    [PRESENCE_STALE_SECONDS * 10],
  );
}
