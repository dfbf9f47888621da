import type { SqlSession } from '../../db/client.js';

/** A player who paid with, or withdrew to, a phone number; the number's digits as stored. */
export interface PhonePayer {
  userId: number;
  phone: string;
}

/**
 * The players whose payments carry a phone number ending with `digits` (the generated
 * `payments.phone_digits`: the details' `phone`, or an `account` that is a number, separators
 * dropped), for the staff's player search. Ends-with, so the number is found whether the player
 * typed it with its country code or in the local form (`8801712345678`, `01712345678`: the
 * subscriber digits `1712345678` find both); the exact number is its own ending.
 *
 * A loose index scan of `payments_phone_digits_suffix (reverse(phone_digits) text_pattern_ops,
 * user_id)`: each step is one index probe for the next (number, player) pair, so a player with
 * thousands of payments to one number costs one step, and `limit` pairs cost `limit` probes
 * however many payments match. Distinct numbers of one player may repeat the player.
 */
export async function playersPaidWithPhone(
  session: SqlSession,
  digits: string,
  limit: number,
): Promise<PhonePayer[]> {
  if (!/^\d+$/.test(digits)) return [];
  const low = [...digits].reverse().join('');
  const rows = await session.query<{ user_id: number; phone: string }>(
    `with recursive hits (key, user_id) as (
       (select reverse(phone_digits), user_id from payments
        where phone_digits is not null
          and reverse(phone_digits) ~>=~ $1 and reverse(phone_digits) ~<~ $2
        order by reverse(phone_digits) using ~<~, user_id limit 1)
       union all
       select step.key, step.user_id from hits cross join lateral (
         (select reverse(phone_digits) as key, user_id from payments
          where phone_digits is not null
            and reverse(phone_digits) = hits.key and user_id > hits.user_id
          order by user_id limit 1)
         union all
         (select reverse(phone_digits), user_id from payments
          where phone_digits is not null
            and reverse(phone_digits) ~>~ hits.key and reverse(phone_digits) ~<~ $2
          order by reverse(phone_digits) using ~<~, user_id limit 1)
         limit 1
       ) step
     )
     select user_id, reverse(key) as phone from hits limit $3`,
    [low, `${low}\u{10FFFF}`, limit],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), phone: row.phone }));
}
