import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface LedgerReport {
  transactions: number;
  entries: number;
  accounts: number;
  /** Each broken invariant, one line per offending row (empty when the ledger is sound). */
  problems: string[];
}

/**
 * The ledger's invariants, checked against the stored rows (`npm run ledger:verify`, and in
 * tests after every money-moving scenario):
 * - every transaction's entries sum to zero;
 * - every cached player balance equals the sum of its account's entries;
 * - no player balance is negative;
 * - every entry is in its transaction's currency.
 */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

  for (const row of await query<{ id: number; total: bigint }>(sql`
    select transaction_id as id, sum(amount) as total from wallet_entries
    group by transaction_id having sum(amount) <> 0`)) {
    problems.push(`transaction ${row.id}: entries sum to ${row.total}, not 0`);
  }
  for (const row of await query<{ id: number; balance: bigint; total: bigint }>(sql`
    select a.id, a.balance, coalesce(sum(e.amount), 0) as total
    from wallet_accounts a left join wallet_entries e on e.account_id = a.id
    where a.user_id is not null
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`)) {
    problems.push(`account ${row.id}: cached balance ${row.balance}, entries sum to ${row.total}`);
  }
  for (const row of await query<{ id: number; balance: bigint }>(sql`
    select id, balance from wallet_accounts where user_id is not null and balance < 0`)) {
    problems.push(`account ${row.id}: negative balance ${row.balance}`);
  }
  for (const row of await query<{ id: number }>(sql`
    select e.id from wallet_entries e
    join wallet_accounts a on a.id = e.account_id
    join wallet_transactions t on t.id = e.transaction_id
    where a.currency_code <> t.currency_code`)) {
    problems.push(`entry ${row.id}: account currency differs from its transaction's`);
  }

  const [counts] = await query<{ transactions: bigint; entries: bigint; accounts: bigint }>(sql`
    select (select count(*) from wallet_transactions) as transactions,
           (select count(*) from wallet_entries) as entries,
           (select count(*) from wallet_accounts) as accounts`);
  return {
    transactions: Number(counts?.transactions ?? 0),
    entries: Number(counts?.entries ?? 0),
    accounts: Number(counts?.accounts ?? 0),
    problems,
  };
}
