import { HISTORY_FILTERS, isHistoryFilter, type HistoryFilter } from '@jackdaw/contracts';

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
