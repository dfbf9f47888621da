import type { SqlSession } from '../../db/client.js';

/** A payment as the reports count it: its bucket (creation day, currency, method, kind) and status. */
export interface PaymentChange {
  id: string;
  userId: number;
  kind: 'deposit' | 'withdraw';
  methodCode: string;
  currency: string;
  amount: bigint;
  status: string;
  /** UTC day it was created. */
  day: string;
  updatedAt: Date;
  /** updated_at as PostgreSQL's text, microseconds kept (the next read's bound). */
  updatedAtText: string;
}

/**
 * Payments changed (created or moved to another status) at or after `since`, oldest change
 * first, at most `limit`. The reports module reads with an overlap and compares each to the
 * status it last counted, so reading a payment twice changes nothing.
 */
export async function paymentChangesSince(
  sql: SqlSession,
  since: string,
  limit: number,
): Promise<PaymentChange[]> {
  const rows = await sql.query<{
    id: string;
    user_id: number;
    type: 'deposit' | 'withdraw';
    method_code: string;
    currency_code: string;
    amount: string;
    status: string;
    day: string;
    updated_at: Date | string;
    updated_at_text: string;
  }>(
    `select id, user_id, type, method_code, currency_code, amount::text as amount, status,
       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, updated_at,
       to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at_text
     from payments where updated_at >= $1::timestamptz
     order by updated_at, id limit $2`,
    [since, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: Number(row.user_id),
    kind: row.type,
    methodCode: row.method_code,
    currency: row.currency_code,
    amount: BigInt(row.amount),
    status: row.status,
    day: row.day,
    updatedAt: new Date(row.updated_at),
    updatedAtText: row.updated_at_text,
  }));
}

/** Withdrawals waiting for staff or the provider: count and amount per currency. */
export async function pendingWithdrawals(
  sql: SqlSession,
): Promise<{ currency: string; count: number; amount: bigint }[]> {
  const rows = await sql.query<{ currency_code: string; count: number; amount: string }>(
    `select currency_code, count(*)::int as count, sum(amount)::text as amount from payments
     where type = 'withdraw' and status in ('request', 'pending')
     group by currency_code order by currency_code`,
  );
  return rows.map((row) => ({
    currency: row.currency_code,
    count: Number(row.count),
    amount: BigInt(row.amount),
  }));
}
