import type { TransactionStatus } from '@jackdaw/contracts';

/**
 * The statuses a player sees: the four of engagement §3 "Transaction", and `expired` for a
 * deposit never paid in time (README of the payments module, "Decisions").
 */
export type DisplayStatus = 'success' | 'error' | 'canceled' | 'pending' | 'expired';

/**
 * A server status as the site shows it: lower-cased first, then `request` (not yet picked up)
 * reads as pending and `rejected` reads as error. Anything unknown reads as pending, the only
 * status that promises nothing.
 */
export function displayStatus(status: TransactionStatus | string): DisplayStatus {
  switch (status.toLowerCase()) {
    case 'success':
      return 'success';
    case 'error':
    case 'rejected':
      return 'error';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    default:
      return 'pending';
  }
}
