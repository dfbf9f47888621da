import type { SqlSession } from '../../db/client.js';

/*
 * The users module's reads and flag changes for the staff console (player-admin module): the
 * search by id / e-mail prefix / name prefix, the card's profile, ban, AML hold and the token
 * version bump that ends a player's sessions. Plain SQL on the caller's session, so the console
 * runs them inside the transaction that writes its audit row.
 */

/** A player as staff see them. */
export interface PlayerRecord {
  id: number;
  email: string;
  name: string;
  firstName: string;
  secondName: string;
  country: string | null;
  nationality: string | null;
  gender: string | null;
  birthday: string | null;
  geo: string | null;
  currency: string;
  banned: boolean;
  amlHold: boolean;
  firstDeposit: boolean;
  tokenVersion: number;
  referredByCode: string | null;
  registeredAt: Date;
}

interface PlayerRow {
  id: number;
  email: string;
  name: string;
  first_name: string;
  second_name: string;
  country: string | null;
  nationality: string | null;
  gender: string | null;
  birthday: string | Date | null;
  geo: string | null;
  currency_code: string;
  banned: boolean;
  aml_hold: boolean;
  first_deposit: boolean;
  token_version: number;
  referred_by_code: string | null;
  created_at: Date | string;
}

const COLUMNS = `id, email, name, first_name, second_name, country, nationality, gender, birthday,
  geo, currency_code, banned, aml_hold, first_deposit, token_version, referred_by_code, created_at`;

const isoDate = (value: string | Date | null) =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

function toRecord(row: PlayerRow): PlayerRecord {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    secondName: row.second_name,
    country: row.country,
    nationality: row.nationality,
    gender: row.gender,
    birthday: isoDate(row.birthday),
    geo: row.geo,
    currency: row.currency_code,
    banned: row.banned,
    amlHold: row.aml_hold,
    firstDeposit: row.first_deposit,
    tokenVersion: Number(row.token_version),
    referredByCode: row.referred_by_code,
    registeredAt: new Date(row.created_at),
  };
}

/**
 * The bounds of a prefix under text_pattern_ops (byte order): `[prefix, prefix + U+10FFFF)`.
 * A range, not `like $1`, so a prepared statement's generic plan still uses the index.
 */
export function prefixRange(prefix: string): [string, string] {
  return [prefix, `${prefix}\u{10FFFF}`];
}

export async function playerRecord(
  session: SqlSession,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PlayerRecord | undefined> {
  const [row] = await session.query<PlayerRow>(
    `select ${COLUMNS} from users where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row && toRecord(row);
}

export async function playersByIds(session: SqlSession, ids: number[]): Promise<PlayerRecord[]> {
  if (ids.length === 0) return [];
  const rows = await session.query<PlayerRow>(
    `select ${COLUMNS} from users where id = any($1::int[]) order by id desc`,
    [ids],
  );
  return rows.map(toRecord);
}

/** Players whose e-mail starts with `prefix` (case-insensitive), in e-mail order. */
export async function playersByEmailPrefix(
  session: SqlSession,
  prefix: string,
  limit: number,
): Promise<PlayerRecord[]> {
  const [low, high] = prefixRange(prefix.toLowerCase());
  const rows = await session.query<PlayerRow>(
    `select ${COLUMNS} from users
     where lower(email) ~>=~ $1 and lower(email) ~<~ $2
     order by lower(email) using ~<~ limit $3`,
    [low, high, limit],
  );
  return rows.map(toRecord);
}

/**
 * Players whose display, first or second name, or e-mail, starts with `prefix`
 * (case-insensitive): one bounded index range scan per column (`order by … using ~<~` walks the
 * text_pattern_ops index in its own order, so each stops after `limit` rows however many match),
 * then merged without repeats.
 */
export async function playersByNamePrefix(
  session: SqlSession,
  prefix: string,
  limit: number,
): Promise<PlayerRecord[]> {
  const [low, high] = prefixRange(prefix.toLowerCase());
  const part = (column: string) =>
    `(select ${COLUMNS} from users where lower(${column}) ~>=~ $1 and lower(${column}) ~<~ $2
      order by lower(${column}) using ~<~ limit $3)`;
  const rows = await session.query<PlayerRow>(
    ['name', 'first_name', 'second_name', 'email'].map(part).join(' union all '),
    [low, high, limit],
  );
  const seen = new Map<number, PlayerRecord>();
  for (const row of rows) {
    const player = toRecord(row);
    if (!seen.has(player.id)) seen.set(player.id, player);
  }
  return [...seen.values()].slice(0, limit);
}

/** Sets the ban and AML flags given; answers the row after, or undefined for no player. */
export async function setPlayerFlags(
  session: SqlSession,
  id: number,
  flags: { banned?: boolean; amlHold?: boolean },
): Promise<PlayerRecord | undefined> {
  const [row] = await session.query<PlayerRow>(
    `update users set banned = coalesce($2, banned), aml_hold = coalesce($3, aml_hold),
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, flags.banned ?? null, flags.amlHold ?? null],
  );
  return row && toRecord(row);
}

/** Raises the player's token version: every token issued before stops working (403). */
export async function raiseTokenVersion(
  session: SqlSession,
  id: number,
): Promise<PlayerRecord | undefined> {
  const [row] = await session.query<PlayerRow>(
    `update users set token_version = token_version + 1, updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id],
  );
  return row && toRecord(row);
}
