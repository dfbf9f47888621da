import {
  defaultTransactionsLimit,
  transactionCall,
  transactionsCall,
  type TransactionStatus,
  type TransactionType,
} from '@jackdaw/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /transactions, one page; the list grows page by page with "show more". */
export function useTransactions(
  type: TransactionType,
  systemId: string | undefined,
  statuses?: readonly TransactionStatus[],
) {
  const status = statuses?.join(',') || undefined;
  return useInfiniteQuery({
    queryKey: ['transactions', type, systemId ?? 'all', status ?? 'any'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(transactionsCall, {
        query: { type, limit: defaultTransactionsLimit(type), page: pageParam, systemId, status },
        signal,
      }),
    getNextPageParam: (last) => (last.page < last.lastPage ? last.page + 1 : undefined),
  });
}

/** GET /transactions/{id}: the player's own transaction (another id answers 404). */
export function useTransaction(id: string) {
  return useQuery({
    queryKey: ['transactions', 'detail', id],
    queryFn: ({ signal }) => apiRequest(transactionCall, { params: { id }, signal }),
    retry: false,
  });
}
