import {
  toMinorAmount,
  WALLET_ACCOUNT_KINDS,
  type CurrencyCode,
  type UserProfile,
  type WalletAccount,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
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

/**
 * Bonus money the header shows as "bonus": casino and sport bonus. Free-spin winnings are shown
 * on their own (the accounts, the campaign's card) until their wagering moves them to the
 * casino bonus: the game's balance (real plus casino bonus) can never spend them.
 */
const BONUS_KINDS: PlayerAccountKind[] = ['bonus_casino', 'bonus_sport'];

/** The referral commission a player earned, by kind. */
const COMMISSION_SQL = `
  select t.kind, coalesce(sum(e.amount), 0) as total
  from wallet_accounts a
  join wallet_entries e on e.account_id = a.id
  join wallet_transactions t on t.id = e.transaction_id
  where a.user_id = $1 and a.kind = 'referral' and a.currency_code = $2
    and t.kind in ('referral_commission_bet', 'referral_commission_deposit')
  group by t.kind`;

/**
 * The balances the profile and the games show, read from the ledger's accounts. Given `session`
 * (a transaction), they are read in it: the realtime balance event, just before its commit.
 */
export function createWalletService(db: SqlRunner, ledger: Ledger) {
  const balances: BalanceReader & {
    balancesOf(
      userId: number,
      currency: string,
      session?: SqlSession,
    ): Promise<UserProfile['balance']>;
  } = {
    async balancesOf(userId, currency, session: SqlSession = db) {
      const kinds = (await ledger.balances(userId, session)).get(currency as CurrencyCode);
      const of = (kind: PlayerAccountKind) => kinds?.get(kind) ?? 0n;
      const commission = await session.query<{ kind: string; total: bigint }>(COMMISSION_SQL, [
        userId,
        currency,
      ]);
      const earned = (kind: string) =>
        BigInt(commission.find((row) => row.kind === kind)?.total ?? 0n);
      // Sums of bigints, sent exactly whatever their size: a number below 2^53, digits beyond.
      return {
        balance: toMinorAmount(of('real')),
        bonusBalance: toMinorAmount(BONUS_KINDS.reduce((sum, kind) => sum + of(kind), 0n)),
        casinoBonus: toMinorAmount(of('bonus_casino')),
        sportBonus: toMinorAmount(of('bonus_sport')),
        freespinWinnings: toMinorAmount(of('freespin_winnings')),
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
