import {
  defaultTransactionsLimit,
  ErrorCode,
  paymentMethodCodeSchema,
  type TransactionItem,
  type TransactionsQuery,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.js';
import { toMinor } from '../wallet/index.js';
import type { HistoryRepository } from './history.repository.js';
import { historyStatus } from './payment-state.js';
import type { PaymentTransactionRow } from './payments.schema.js';

/**
 * The player's money history (spec core §7 GET /transactions): deposits and withdrawals through
 * payment methods, referral commission moved to the main balance, and bonus conversions.
 */
export function createHistoryService(repository: HistoryRepository) {
  return {
    /** One page of the player's history of one type, newest first, with the filter's systems. */
    async list(userId: number, query: TransactionsQuery) {
      const limit = query.limit ?? defaultTransactionsLimit(query.type);
      const { rows, total, systems } = await repository.page(userId, query, limit);
      return {
        items: rows.map(itemOf),
        page: query.page,
        lastPage: Math.max(1, Math.ceil(total / limit)),
        total,
        systems,
      };
    },

    /** One of the player's own items; another player's id is answered like an unknown one. */
    async transaction(userId: number, id: string): Promise<TransactionItem> {
      const row = await repository.find(userId, id);
      if (!row) throw AppError.notFound(ErrorCode.TransactionNotFound, 'No such transaction.');
      return itemOf(row);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;

/**
 * The player's cancel applies to a withdrawal in `request` only (WITHDRAWAL_TRANSITIONS: once
 * approved it is the provider's), shown in the history as `request`; a deposit is never
 * cancelled by the player.
 */
const CANCELLABLE = historyStatus('request');

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
    cancellable: row.source === 'payment' && row.type === 'withdraw' && row.status === CANCELLABLE,
  };
}
