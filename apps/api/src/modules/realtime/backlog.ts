import type { SqlSession } from '../../db/client.js';
import type { AnyEvent, Channel } from './wire.js';

/*
 * The backlog (realtime_events): the stored events a reconnecting tab resumes from. Written in
 * the publisher's transaction; only this module's files name the table.
 */

/** The NOTIFY channel every instance LISTENs to. */
export const NOTIFY_CHANNEL = 'jackdaw_realtime';

/**
 * The advisory lock class of a backlog channel (two int4 keys: this class and the channel's
 * hash). Held from the insert to the commit, it makes a channel's ids commit in their order, so
 * that "everything after Last-Event-ID" never skips an event that committed late.
 */
const CHANNEL_LOCK_CLASS = 22_001;

/**
 * Stores the event; answers its id. The channel's lock is taken in the same statement (one round
 * trip) and held to the commit.
 */
const STORE_SQL = `
  insert into realtime_events (channel, type, payload)
  select $1, $2, $3::jsonb
  from (select pg_advisory_xact_lock(${CHANNEL_LOCK_CLASS}, hashtext($1))) lock
  returning id`;

export async function storeEvent(
  tx: SqlSession,
  channel: Channel,
  event: AnyEvent,
): Promise<string> {
  const [row] = await tx.query<{ id: bigint }>(STORE_SQL, [
    channel,
    event.type,
    JSON.stringify(event),
  ]);
  return String(row!.id);
}

/**
 * Stores many events (one per channel, sorted by channel by the caller) in one statement; answers
 * their ids in the same order. Each channel's lock is taken row by row in that order (unnest
 * yields its rows in order), so two such statements never wait on each other crosswise.
 */
const STORE_MANY_SQL = `
  insert into realtime_events (channel, type, payload)
  select e.channel, e.type, e.payload::jsonb
  from unnest($1::text[], $2::text[], $3::text[]) with ordinality as e(channel, type, payload, n)
  cross join lateral (select pg_advisory_xact_lock(${CHANNEL_LOCK_CLASS}, hashtext(e.channel))) lock
  order by e.n
  returning id, channel`;

export async function storeEvents(
  tx: SqlSession,
  items: readonly { channel: Channel; event: AnyEvent }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await tx.query<{ id: bigint; channel: Channel }>(STORE_MANY_SQL, [
    items.map((item) => item.channel),
    items.map((item) => item.event.type),
    items.map((item) => JSON.stringify(item.event)),
  ]);
  const idOf = new Map(rows.map((row) => [row.channel, String(row.id)]));
  return items.map((item) => idOf.get(item.channel)!);
}

/** NOTIFYs messages in one statement (one transaction), in their order. */
export async function notifyMany(session: SqlSession, texts: string[]): Promise<void> {
  await session.query(
    `select pg_notify('${NOTIFY_CHANNEL}', text) from unnest($1::text[]) with ordinality as m(text, n)
     order by n`,
    [texts],
  );
}

export interface StoredEvent {
  id: string;
  channel: Channel;
  event: AnyEvent;
}

/** The channel's events after `afterId`, oldest first (a stream's replay). */
export async function eventsAfter(
  session: SqlSession,
  channel: Channel,
  afterId: string,
  limit = 1_000,
): Promise<StoredEvent[]> {
  const rows = await session.query<{ id: bigint; payload: AnyEvent | string }>(
    `select id, payload from realtime_events where channel = $1 and id > $2 order by id limit $3`,
    [channel, afterId, limit],
  );
  return rows.map((row) => ({ id: String(row.id), channel, event: parsed(row.payload) }));
}

/** One stored event (a NOTIFY too large to carry it). */
export async function eventById(session: SqlSession, id: string): Promise<StoredEvent | undefined> {
  const [row] = await session.query<{ id: bigint; channel: Channel; payload: AnyEvent | string }>(
    'select id, channel, payload from realtime_events where id = $1',
    [id],
  );
  return row && { id: String(row.id), channel: row.channel, event: parsed(row.payload) };
}

/** The newest id of the backlog, '0' when empty: a new stream's starting point. */
export async function lastEventId(session: SqlSession, channel: Channel): Promise<string> {
  const [row] = await session.query<{ id: bigint | null }>(
    'select max(id) as id from realtime_events where channel = $1',
    [channel],
  );
  return !row || row.id === null ? '0' : String(row.id);
}

/** Forgets events older than `minutes`; answers how many. */
export async function sweepEvents(session: SqlSession, minutes: number): Promise<number> {
  const [row] = await session.query<{ count: bigint | number }>(
    `with gone as (
       delete from realtime_events where created_at < now() - make_interval(mins => $1) returning 1
     ) select count(*) as count from gone`,
    [minutes],
  );
  return Number(row?.count ?? 0);
}

// node-postgres parses jsonb; PGlite too. A string stays possible for a driver that does not.
function parsed(payload: AnyEvent | string): AnyEvent {
  return typeof payload === 'string' ? (JSON.parse(payload) as AnyEvent) : payload;
}
