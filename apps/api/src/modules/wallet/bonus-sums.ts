import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/**
 * The sums the bonus rules read from the ledger (bonuses module): a player's real-money stakes
 * and credited deposits since registration (the withdrawal turnover rule, engagement §5). A bet's
 * rollback gives its stake back; a deposit taken back by its provider is not subtracted.
 */
export async function realTurnover(
  executor: SqlSession,
  userId: number,
  currency: CurrencyCode,
): Promise<{ stakes: bigint; deposits: bigint }> {
  const [row] = await executor.query<{ stakes: string | null; deposits: string | null }>(
    `select
       (-coalesce(sum(e.amount) filter (where t.kind = 'bet'), 0)
        - coalesce(sum(e.amount) filter (where t.kind = 'rollback' and e.amount > 0), 0))::text as stakes,
       coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)::text as deposits
     from wallet_accounts a
     join wallet_entries e on e.account_id = a.id
     join wallet_transactions t on t.id = e.transaction_id
     where a.user_id = $1 and a.currency_code = $2 and a.kind = 'real'
       and t.kind in ('bet', 'rollback', 'deposit')`,
    [userId, currency],
  );
  return { stakes: BigInt(row?.stakes ?? 0), deposits: BigInt(row?.deposits ?? 0) };
}

/**
 * The metadata of a posted transaction by its id (a rollback's `reverses`): the bonus rules read
 * the game of the bet a rollback cancels.
 */
export async function transactionMetadata(
  executor: SqlSession,
  transactionId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await executor.query<{ metadata: Record<string, unknown> | null }>(
    'select metadata from wallet_transactions where id = $1',
    [transactionId],
  );
  return row?.metadata ?? undefined;
}
