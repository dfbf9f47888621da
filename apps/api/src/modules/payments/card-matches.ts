import type { SqlSession } from '../../db/client.js';

/**
 * Other players who paid with the same phone number or the same card as this player (one bonus
 * per person, engagement §5). A card is known by what a payment keeps of it: its last four digits
 * and the holder's name (the details never hold a full number).
 */
export async function playersSharingPayer(
  executor: SqlSession,
  userId: number,
): Promise<{ matchedOn: 'phone' | 'card'; userId: number }[]> {
  const phones = await executor.query<{ user_id: number }>(
    `select distinct other.user_id from payments own
     join payments other on reverse(other.phone_digits) = reverse(own.phone_digits)
       and other.phone_digits is not null and other.user_id <> own.user_id
     where own.user_id = $1 and own.phone_digits is not null
     limit 50`,
    [userId],
  );
  const holder = `lower(coalesce(nullif(p.details->>'holder', ''),
      concat_ws(' ', p.details->>'name', p.details->>'surname')))`;
  const cards = await executor.query<{ user_id: number }>(
    `with own as (
       select distinct p.details->>'card' as card, ${holder} as holder
       from payments p where p.user_id = $1 and p.details ? 'card')
     select distinct p.user_id from payments p join own
       on p.details->>'card' = own.card and ${holder} = own.holder
     where p.user_id <> $1 and p.details ? 'card' and own.holder <> ''
     limit 50`,
    [userId],
  );
  return [
    ...phones.map((row) => ({ matchedOn: 'phone' as const, userId: Number(row.user_id) })),
    ...cards.map((row) => ({ matchedOn: 'card' as const, userId: Number(row.user_id) })),
  ];
}
