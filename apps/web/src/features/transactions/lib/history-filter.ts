import {
  HISTORY_FILTERS,
  isHistoryFilter,
  TRANSACTION_STATUSES,
  type HistoryFilter,
  type TransactionStatus,
} from '@jackdaw/contracts';
import { displayStatus, type DisplayStatus } from './display-status';

/** The history filter's options (engagement §3): all, payment methods, referral, bonuses. */
export const FILTER_OPTIONS = ['all', ...HISTORY_FILTERS] as const;
export type FilterOption = (typeof FILTER_OPTIONS)[number];

/** The query parameter that holds the filter, shared by the page and the mobile popup. */
export const FILTER_PARAM = 'filter';

/** The filter named by the URL; anything else is "all". */
export function filterFrom(value: string | null): FilterOption {
  return isHistoryFilter(value) ? value : 'all';
}

/** The `systemId` the API takes for a filter option (none for "all"). */
export function systemIdFor(option: FilterOption): HistoryFilter | undefined {
  return option === 'all' ? undefined : option;
}

/** Query parameters a link may add to the history (spec core §2): a status and a method. */
export const STATUS_PARAM = 'status';
export const METHOD_PARAM = 'method';

/** The shown status a link asks for, by its shown name or the server's; anything else is none. */
export function statusFrom(value: string | null): DisplayStatus | null {
  const known = value?.trim().toLowerCase();
  if (!known || !(TRANSACTION_STATUSES as readonly string[]).includes(known)) return null;
  return displayStatus(known);
}

/** The server's statuses shown as `status`, for the history call; none without one. */
export function serverStatuses(status: DisplayStatus | null): TransactionStatus[] | undefined {
  return status
    ? TRANSACTION_STATUSES.filter((known) => displayStatus(known) === status)
    : undefined;
}

const systemIdShape = /^[a-z0-9_.-]{1,64}$/;

/**
 * The `systemId` sent for the page: a link's method (a payment system alias such as `upi`, or
 * a whole source) wins over the filter chosen on the page; a malformed method is ignored.
 */
export function historySystemId(
  option: FilterOption,
  method: string | null,
): HistoryFilter | string | undefined {
  const alias = method?.trim().toLowerCase();
  return alias && systemIdShape.test(alias) ? alias : systemIdFor(option);
}
