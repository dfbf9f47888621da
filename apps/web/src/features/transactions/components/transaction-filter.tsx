import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePopup } from '../../../shared/lib/use-popup';
import { FILTER_OPTIONS, FILTER_PARAM, filterFrom, type FilterOption } from '../lib/history-filter';

export function useHistoryFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams.get(FILTER_PARAM));
  /** One URL update, so choosing in the popup can also close it (two updates would race). */
  const setFilter = (option: FilterOption, { closePopup = false } = {}) =>
    setSearchParams(
      (params) => {
        if (option === 'all') params.delete(FILTER_PARAM);
        else params.set(FILTER_PARAM, option);
        if (closePopup) {
          params.delete('popup');
          params.delete('subpopup');
        }
        return params;
      },
      { replace: true },
    );
  return { filter, setFilter };
}

export const filterLabel = (option: FilterOption) =>
  option === 'all' ? 'profile.transactions.all' : `transactions.filter.${option}`;

/**
 * Desktop: a select beside the tabs. Phones: a button that opens the sort-transaction popup,
 * which writes the same query parameter.
 */
export function TransactionFilter() {
  const { t } = useTranslation();
  const { filter, setFilter } = useHistoryFilter();
  const { open } = usePopup();
  const id = useId();
  return (
    <>
      <div className="hidden items-center gap-2 md:flex">
        <label htmlFor={id} className="text-sm text-text-muted">
          {t('transactions.filter.label')}
        </label>
        <select
          id={id}
          value={filter}
          onChange={(event) => setFilter(event.target.value as FilterOption)}
          className="h-10 rounded-lg border border-border bg-surface px-3 text-sm"
        >
          {FILTER_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(filterLabel(option))}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => open('sort-transaction')}
        className="flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm md:hidden"
      >
        <span className="text-text-muted">{t('transactions.filter.label')}</span>{' '}
        <span className="font-semibold">{t(filterLabel(filter))}</span>
      </button>
    </>
  );
}
