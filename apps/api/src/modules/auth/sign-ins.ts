import type { Database, SqlSession } from '../../db/client.js';
import { signIns } from './sign-ins.schema.js';

/*
 * The record of every sign-in of a player (sign-ins.schema.ts): written by the auth service at
 * each sign-in and sign-up, read by the staff console (player-admin) for the card, its sign-ins
 * page and the search by address prefix.
 */

export type SignInOutcome = 'success' | 'wrong_password' | 'registered';

export interface SignInRecord {
  id: number;
  userId: number;
  at: Date;
  address: string;
  userAgent: string | null;
  outcome: string;
  tokenVersion: number | null;
}

interface SignInRow {
  id: number | bigint | string;
  user_id: number;
  at: Date | string;
  address: string;
  user_agent: string | null;
  outcome: string;
  token_version: number | null;
}

const toRecord = (row: SignInRow): SignInRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  at: new Date(row.at),
  address: row.address,
  userAgent: row.user_agent,
  outcome: row.outcome,
  tokenVersion: row.token_version === null ? null : Number(row.token_version),
});

/** Browsers send long user agents; a row keeps the first 512 characters. */
const USER_AGENT_KEPT = 512;

export async function recordSignIn(
  db: Database,
  entry: {
    userId: number;
    address: string;
    userAgent: string | undefined;
    outcome: SignInOutcome;
    tokenVersion: number | null;
  },
): Promise<void> {
  await db.insert(signIns).values({
    userId: entry.userId,
    address: entry.address,
    userAgent: entry.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
    outcome: entry.outcome,
    tokenVersion: entry.tokenVersion,
  });
}

/** A player's sign-ins, newest first, before the row `before` (keyset). */
export async function signInsOf(
  session: SqlSession,
  userId: number,
  page: { before: bigint | null; limit: number },
): Promise<SignInRecord[]> {
  const rows = await session.query<SignInRow>(
    `select id, user_id, at, address, user_agent, outcome, token_version from sign_ins
     where user_id = $1 and id < $2 order by id desc limit $3`,
    [userId, (page.before ?? 9223372036854775807n).toString(), page.limit],
  );
  return rows.map(toRecord);
}

/** Sign-in rows read per player asked for: the players of one address repeat. */
const ROWS_PER_PLAYER = 20;

/**
 * The players who signed in from an address starting with `prefix` (`203.0.113.`), in address
 * order, at most `limit` distinct players. The index is walked in its own order (`using ~<~`)
 * and stops after `limit × 20` rows, so a broad prefix (`10.`) costs no more than a narrow one.
 */
export async function playersSignedInFrom(
  session: SqlSession,
  prefix: string,
  limit: number,
): Promise<number[]> {
  const rows = await session.query<{ user_id: number }>(
    `select user_id from (
       select user_id, address from sign_ins
       where address ~>=~ $1 and address ~<~ $2
       order by address using ~<~ limit $4) s
     group by user_id order by min(address) using ~<~ limit $3`,
    [prefix, `${prefix}\u{10FFFF}`, limit, limit * ROWS_PER_PLAYER],
  );
  return rows.map((row) => Number(row.user_id));
}
