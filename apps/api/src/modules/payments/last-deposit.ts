/**
 * Whether a player's last credited deposit fell within a range of days (issue 22, the console's
 * notifications' segments): a SQL condition on the player id expression `userId`, with its
 * parameters numbered from `$first`. Dates are ISO days, both ends included; a player with no
 * credited deposit never matches.
 */
export function lastDepositCondition(
  userId: string,
  range: { from?: string; to?: string },
  first: number,
): { text: string; params: unknown[] } {
  const bounds: string[] = [];
  const params: unknown[] = [];
  if (range.from !== undefined) {
    params.push(range.from);
    bounds.push(`last.at >= $${first + params.length - 1}::date`);
  }
  if (range.to !== undefined) {
    params.push(range.to);
    bounds.push(`last.at < $${first + params.length - 1}::date + 1`);
  }
  return {
    text: `exists (select 1 from (select max(p.updated_at) as at from payments p
       where p.user_id = ${userId} and p.type = 'deposit' and p.status = 'success') last
      where ${bounds.length ? bounds.join(' and ') : 'last.at is not null'})`,
    params,
  };
}
