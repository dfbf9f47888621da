import {
  defaultTransactionsLimit,
  ErrorCode,
  isHistoryFilter,
  paymentMethodCodeSchema,
  toMinorAmount,
  type CurrencyCode,
  type TransactionItem,
  type TransactionsQuery,
  type TransactionSystem,
  type UserProfile,
} from '@jackdaw/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BalanceReader } from '../users/index.js';
import type { PlayerAccountKind } from './accounts.js';
import type { Ledger } from './ledger.js';
import { paymentTransactions, type PaymentTransactionRow } from './wallet.schema.js';

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

  return {
    balances,

    /** One page of the player's history of one type, newest first, with the filter's systems. */
    async history(userId: number, query: TransactionsQuery) {
      const limit = query.limit ?? defaultTransactionsLimit(query.type);
      const ofType = and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.type, query.type),
      );
      const bySystem = !query.systemId
        ? undefined
        : isHistoryFilter(query.systemId)
          ? eq(paymentTransactions.source, query.systemId)
          : eq(paymentTransactions.systemId, query.systemId);
      const byStatus = query.status ? inArray(paymentTransactions.status, query.status) : undefined;
      const where = and(ofType, bySystem, byStatus);
      const [items, [counted], systems] = await Promise.all([
        db
          .select()
          .from(paymentTransactions)
          .where(where)
          .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
          .limit(limit)
          .offset((query.page - 1) * limit),
        db.select({ total: count() }).from(paymentTransactions).where(where),
        db
          .selectDistinctOn([paymentTransactions.systemId], {
            systemId: paymentTransactions.systemId,
            source: paymentTransactions.source,
            name: paymentTransactions.methodName,
            logo: paymentTransactions.methodLogo,
          })
          .from(paymentTransactions)
          .where(ofType)
          .orderBy(paymentTransactions.systemId, desc(paymentTransactions.createdAt)),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: items.map(itemOf),
        page: query.page,
        lastPage: Math.max(1, Math.ceil(total / limit)),
        total,
        systems: systems as TransactionSystem[],
      };
    },

    /** One of the player's own items; another player's id is answered like an unknown one. */
    async transaction(userId: number, id: string): Promise<TransactionItem> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, userId)));
      if (!row) throw AppError.notFound(ErrorCode.TransactionNotFound, 'No such transaction.');
      return itemOf(row);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

function itemOf(row: PaymentTransactionRow): TransactionItem {
  return {
    id: row.id,
    type: row.type as TransactionItem['type'],
    status: row.status as TransactionItem['status'],
    source: row.source as TransactionItem['source'],
    systemId: row.systemId,
    amount: toMinor(row.amount),
    currencyCode: row.currencyCode as TransactionItem['currencyCode'],
    method: {
      code: z.safeParse(paymentMethodCodeSchema, row.methodCode).data ?? null,
      name: row.methodName,
      logo: row.methodLogo,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
