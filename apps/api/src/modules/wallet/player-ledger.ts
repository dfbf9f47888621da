import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { PlayerAccountKind } from './accounts.js';
import { invalidAmount, type Movement } from './movements.js';

/*
 * The wallet's reads and the one movement of the staff console (player-admin): a player's ledger
 * entries newest first with keyset paging, every balance of theirs, and the balance correction
 * a second staff member approved.
 */

export interface PlayerLedgerEntry {
  id: bigint;
  transactionId: bigint;
  kind: string;
  account: PlayerAccountKind;
  currency: CurrencyCode;
  amount: bigint;
  balanceAfter: bigint | null;
  at: Date;
  metadata: Record<string, unknown>;
}

const NO_CURSOR = 9223372036854775807n;

/**
 * A page of the player's entries over all their accounts, newest first, before the entry
 * `before`. Each account's entries come from the (account_id, id desc) index, at most `limit`
 * each, then merged: a page costs the same at the ten-millionth entry as at the first.
 */
export async function playerLedgerPage(
  session: SqlSession,
  userId: number,
  page: { before: bigint | null; limit: number },
): Promise<PlayerLedgerEntry[]> {
  const rows = await session.query<{
    id: bigint | string;
    transaction_id: bigint | string;
    kind: string;
    account: PlayerAccountKind;
    currency_code: CurrencyCode;
    amount: bigint | string;
    balance_after: bigint | string | null;
    created_at: Date | string;
    metadata: Record<string, unknown> | null;
  }>(
    `select e.id, e.transaction_id, t.kind, a.kind as account, a.currency_code, e.amount,
       e.balance_after, t.created_at, t.metadata
     from wallet_accounts a
     cross join lateral (
       select id, transaction_id, amount, balance_after from wallet_entries
       where account_id = a.id and id < $2 order by id desc limit $3) e
     join wallet_transactions t on t.id = e.transaction_id
     where a.user_id = $1
     order by e.id desc limit $3`,
    [userId, (page.before ?? NO_CURSOR).toString(), page.limit],
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    transactionId: BigInt(row.transaction_id),
    kind: row.kind,
    account: row.account,
    currency: row.currency_code,
    amount: BigInt(row.amount),
    balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    at: new Date(row.created_at),
    metadata: row.metadata ?? {},
  }));
}

/** Every account of the player with its balance, by currency then kind. */
export async function playerAccounts(
  session: SqlSession,
  userId: number,
): Promise<{ kind: PlayerAccountKind; currency: CurrencyCode; balance: bigint }[]> {
  const rows = await session.query<{
    kind: PlayerAccountKind;
    currency_code: CurrencyCode;
    balance: bigint | string;
  }>(
    `select kind, currency_code, balance from wallet_accounts where user_id = $1
     order by currency_code, kind`,
    [userId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    currency: row.currency_code,
    balance: BigInt(row.balance),
  }));
}

/** A balance correction as a second staff member approved it. */
export interface CorrectionInput {
  /** Idempotency key: the approval request's, so one request books once. */
  key: string;
  userId: number;
  currency: CurrencyCode;
  account: PlayerAccountKind;
  /** Signed minor units: positive credits the player's account, negative debits it. */
  amount: bigint;
  metadata?: Record<string, unknown>;
}

/**
 * A `correction`: the player's account against the house's `staff_correction` account, so the
 * entries sum to zero and the money the player gains or loses is exactly what the house's
 * correction account loses or gains. A debit past the balance is refused (InsufficientFunds).
 */
export function correctionMovement(input: CorrectionInput): Movement {
  if (input.amount === 0n) throw invalidAmount('A correction cannot be zero.');
  if (input.account === 'withdrawal_hold') {
    throw invalidAmount("A withdrawal's hold is corrected through its payment.");
  }
  const house = { kind: 'staff_correction' as const };
  return {
    key: input.key,
    kind: 'correction',
    currency: input.currency,
    userId: input.userId,
    metadata: input.metadata,
    request: {
      op: 'staff-correction',
      userId: input.userId,
      currency: input.currency,
      account: input.account,
      amount: input.amount.toString(),
    },
    lock: [input.account],
    house: [house],
    plan() {
      return [
        { account: { userId: input.userId, kind: input.account }, amount: input.amount },
        { account: { house: house.kind }, amount: -input.amount },
      ];
    },
  };
}
