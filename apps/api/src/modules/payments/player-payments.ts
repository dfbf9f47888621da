import type { SqlSession } from '../../db/client.js';

/** A payment as another module's staff screen lists it (the support chat's player card). */
export interface PlayerPaymentBrief {
  id: string;
  type: string;
  status: string;
  amount: bigint;
  currency: string;
  method: string;
  createdAt: Date;
}

/** The player's latest payments, newest first (index payments_user_created_idx). */
export async function latestPaymentsOf(
  session: SqlSession,
  userId: number,
  limit: number,
): Promise<PlayerPaymentBrief[]> {
  const rows = await session.query<{
    id: string;
    type: string;
    status: string;
    amount: bigint | string;
    currency_code: string;
    method_code: string;
    created_at: Date | string;
  }>(
    `select id, type, status, amount, currency_code, method_code, created_at from payments
     where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    amount: BigInt(row.amount),
    currency: row.currency_code,
    method: row.method_code,
    createdAt: new Date(row.created_at),
  }));
}

/** Why the player's account is under review now (open `payment_account_reviews`), if it is. */
export async function openAccountReviewsOf(session: SqlSession, userId: number): Promise<string[]> {
  const rows = await session.query<{ reason: string }>(
    `select reason from payment_account_reviews where user_id = $1 and status = 'open'
     order by id`,
    [userId],
  );
  return rows.map((row) => row.reason);
}
