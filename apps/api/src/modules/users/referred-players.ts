import type { SqlSession } from '../../db/client.js';

/**
 * The ids of the players who signed up with the referral code `code` (`users.referred_by_code`,
 * the inviter's code; case-insensitive, exact), newest first, at most `limit`. One backward
 * range scan of `users_referred_by_code_lower (lower(referred_by_code), id)` that stops after
 * `limit` rows however many players a code brought (the staff's player search).
 */
export async function playersReferredBy(
  session: SqlSession,
  code: string,
  limit: number,
): Promise<number[]> {
  const rows = await session.query<{ id: number }>(
    `select id from users
     where referred_by_code is not null and lower(referred_by_code) = lower($1)
     order by lower(referred_by_code) desc, id desc limit $2`,
    [code, limit],
  );
  return rows.map((row) => Number(row.id));
}
