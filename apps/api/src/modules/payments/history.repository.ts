import {
  isHistoryFilter,
  type TransactionsQuery,
  type TransactionSystem,
} from '@jackdaw/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentTransactions, type PaymentTransactionRow } from './payments.schema.js';

/**
 * The reads of the player's money history (`payment_transactions`); its rows are written with
 * their payment by payments.repository.ts.
 */
export function createHistoryRepository(db: Database) {
  return {
    /** One page of the player's rows of one type, newest first, the total and the systems. */
    async page(
      userId: number,
      query: TransactionsQuery,
      limit: number,
    ): Promise<{ rows: PaymentTransactionRow[]; total: number; systems: TransactionSystem[] }> {
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
      const [rows, [counted], systems] = await Promise.all([
        db
          .select()
          .from(paymentTransactions)
          .where(where)
          .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
          .limit(limit)
          .offset((query.page - 1) * limit),
        db.select({ total: count() }).from(paymentTransactions).where(where),
        // The filter's options: every system of this type, whatever filter is applied.
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
      return { rows, total: counted?.total ?? 0, systems: systems as TransactionSystem[] };
    },

    async find(userId: number, id: string): Promise<PaymentTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, userId)));
      return row;
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
