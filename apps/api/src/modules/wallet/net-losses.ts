import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/**
 * A player's net real-money losses in games since `since`: real stakes − real wins, from the
 * entries on their `real` account of the game movements (bets, wins, bet rollbacks, and the
 * corrections that reverse a win). Bonus and free-spin money, deposits, conversions and every
 * other movement are left out. Negative when the player is up (promo codes' refund).
 */
export async function netRealLosses(
  session: SqlSession,
  input: { userId: number; currency: CurrencyCode; since: Date },
): Promise<bigint> {
  const [row] = await session.query<{ total: string | bigint | null }>(
    `select coalesce(sum(e.amount), 0)::text as total
     from wallet_accounts a
     join wallet_entries e on e.account_id = a.id
     join wallet_transactions t on t.id = e.transaction_id
     where a.user_id = $1 and a.kind = 'real' and a.currency_code = $2
       and t.created_at >= $3
       and (t.kind in ('bet', 'win', 'rollback')
         or (t.kind = 'correction' and t.metadata ? 'reverses'))`,
    [input.userId, input.currency, input.since.toISOString()],
  );
  return -BigInt(row?.total ?? 0);
}
