import type { AdminNotificationAudience } from '@jackdaw/contracts';
import { lastDepositCondition } from '../payments/index.js';
import { playerSegmentQuery } from '../users/index.js';

/**
 * The ids of the players an audience matches, as a query with its parameters numbered from
 * `$first`: the players by country and currency (users module), kept when their last credited
 * deposit falls in the range (payments module). With no deposit-date filter, depositors or not.
 */
export function audienceQuery(
  audience: AdminNotificationAudience,
  first: number,
): { text: string; params: unknown[] } {
  if (audience.kind === 'player') return playerSegmentQuery({ id: audience.playerId }, first);
  const players = playerSegmentQuery(
    {
      ...(audience.country ? { country: audience.country } : {}),
      ...(audience.currency ? { currency: audience.currency } : {}),
    },
    first,
  );
  if (!audience.lastDepositFrom && !audience.lastDepositTo) return players;
  const deposits = lastDepositCondition(
    'segment.id',
    {
      ...(audience.lastDepositFrom ? { from: audience.lastDepositFrom } : {}),
      ...(audience.lastDepositTo ? { to: audience.lastDepositTo } : {}),
    },
    first + players.params.length,
  );
  return {
    text: `select segment.id from (${players.text}) segment where ${deposits.text}`,
    params: [...players.params, ...deposits.params],
  };
}
