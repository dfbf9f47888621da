import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/**
 * The history row of money that reached the main balance without a payment (issue 25: referral
 * commission moved by the player), written by the mover in its own transaction. Its source is
 * the history filter's option ("referral (friend)"); `system_id` the same word.
 */
export async function recordLedgerHistory(
  tx: SqlSession,
  row: {
    userId: number;
    source: 'referral';
    currency: CurrencyCode;
    amount: bigint;
    ledgerTransactionId: number;
  },
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into payment_transactions (user_id, currency_code, type, source, status, system_id,
       method_code, method_name, method_logo, amount, ledger_transaction_id)
     values ($1, $2, 'deposit', $3, 'success', $3, null, '', null, $4, $5)
     returning id`,
    [row.userId, row.currency, row.source, row.amount.toString(), row.ledgerTransactionId],
  );
  return inserted!.id;
}
