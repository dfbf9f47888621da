import {
  toMinorAmount,
  WALLET_ACCOUNT_KINDS,
  type CurrencyCode,
  type UserProfile,
  type WalletAccount,
} from '@jackdaw/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { BalanceReader } from '../users/index.js';
import type { PlayerAccountKind } from './accounts.js';
import type { Ledger } from './ledger.js';

/**
 * A movement's amount as a JSON number: contracts and the ledger bound every movement far below
 * 2^53 (MAX_TRANSACTION_AMOUNT). Balances, which add movements up, use toMinorAmount instead.
 */
export function toMinor(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${amount} is beyond exact JSON numbers`);
  }
  return Number(amount);
}

/** Bonus money the header shows as "bonus": casino and sport bonus, and free-spin winnings. */
const BONUS_KINDS: PlayerAccountKind[] = ['bonus_casino', 'bonus_sport', 'freespin_winnings'];

/** The balances the profile and the games show, read from the ledger's accounts. */
export function createWalletService(db: Database, ledger: Ledger) {
  const balances: BalanceReader = {
    async balancesOf(userId, currency) {
      const kinds = (await ledger.balances(userId)).get(currency as CurrencyCode);
      const of = (kind: PlayerAccountKind) => kinds?.get(kind) ?? 0n;
      const commission = (await db.execute(sql`
        select t.kind, coalesce(sum(e.amount), 0) as total
        from wallet_accounts a
        join wallet_entries e on e.account_id = a.id
        join wallet_transactions t on t.id = e.transaction_id
        where a.user_id = ${userId} and a.kind = 'referral' and a.currency_code = ${currency}
          and t.kind in ('referral_commission_bet', 'referral_commission_deposit')
        group by t.kind`)) as unknown as { rows: { kind: string; total: bigint }[] };
      const earned = (kind: string) =>
        BigInt(commission.rows.find((row) => row.kind === kind)?.total ?? 0n);
      // Sums of bigints, sent exactly whatever their size: a number below 2^53, digits beyond.
      return {
        balance: toMinorAmount(of('real')),
        bonusBalance: toMinorAmount(BONUS_KINDS.reduce((sum, kind) => sum + of(kind), 0n)),
        referrerBalance: toMinorAmount(of('referral')),
        info: {
          sumCommissionBet: toMinorAmount(earned('referral_commission_bet')),
          sumCommissionDeposit: toMinorAmount(earned('referral_commission_deposit')),
        },
      } satisfies UserProfile['balance'];
    },
  };

  /**
   * Each account the profile overview lists, in the contracts' order, zero for one that never
   * moved (its row is created with its first movement).
   */
  async function accounts(userId: number, currency: CurrencyCode): Promise<WalletAccount[]> {
    const kinds = (await ledger.balances(userId)).get(currency);
    return WALLET_ACCOUNT_KINDS.map((kind) => ({
      kind,
      amount: toMinorAmount(kinds?.get(kind) ?? 0n),
    }));
  }

  return { balances, accounts };
}

export type WalletService = ReturnType<typeof createWalletService>;
