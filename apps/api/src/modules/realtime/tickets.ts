import { createHash, randomBytes } from 'node:crypto';
import { STREAM_TICKET_TTL_SECONDS } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/*
 * One-time stream tickets (realtime_tickets). EventSource cannot send an Authorization header,
 * so a tab trades its bearer token for a random ticket that opens one stream within a minute.
 * Only the ticket's sha256 is kept: the table leaks nothing that opens a stream.
 */

export type TicketHolder = { userId: number } | { staffId: number };

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function mintTicket(
  session: SqlSession,
  holder: TicketHolder,
  ttlSeconds = STREAM_TICKET_TTL_SECONDS,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomBytes(32).toString('base64url');
  await session.query(
    `insert into realtime_tickets (token_hash, user_id, staff_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [
      hashOf(ticket),
      'userId' in holder ? holder.userId : null,
      'staffId' in holder ? holder.staffId : null,
      ttlSeconds,
    ],
  );
  return { ticket, expiresIn: ttlSeconds };
}

/**
 * Spends a ticket: answers its holder once, if it is known, unused and within its time; else
 * undefined (the caller answers 401 STREAM.TICKET_INVALID). One statement, so two tabs racing
 * with the same ticket cannot both open a stream.
 */
export async function redeemTicket(
  session: SqlSession,
  ticket: string,
): Promise<TicketHolder | undefined> {
  const [row] = await session.query<{ user_id: number | null; staff_id: number | null }>(
    `update realtime_tickets set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now()
     returning user_id, staff_id`,
    [hashOf(ticket)],
  );
  if (!row) return undefined;
  if (row.user_id !== null) return { userId: Number(row.user_id) };
  if (row.staff_id !== null) return { staffId: Number(row.staff_id) };
  return undefined;
}

/** Forgets spent and expired tickets; answers how many. */
export async function sweepTickets(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ count: bigint | number }>(
    `with gone as (
       delete from realtime_tickets where used_at is not null or expires_at < now() returning 1
     ) select count(*) as count from gone`,
  );
  return Number(row?.count ?? 0);
}
