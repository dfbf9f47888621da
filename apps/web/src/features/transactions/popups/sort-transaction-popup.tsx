import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { filterLabel, useHistoryFilter } from '../components/transaction-filter';
import { FILTER_OPTIONS } from '../lib/history-filter';

/** Phones: the history filter as a full-window list; choosing closes it. */
export function SortTransactionPopup(_props: PopupViewProps) {
  const { t } = useTranslation();
  const { filter, setFilter } = useHistoryFilter();
  return (
    <div className="flex flex-col gap-4" data-popup="sort-transaction">
      <PopupTitle className="text-xl font-bold">{t('popup.sort-transaction.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">
        {t('popup.sort-transaction.body')}
      </PopupDescription>
      <ul
        className="flex flex-col gap-2"
        role="radiogroup"
        aria-label={t('transactions.filter.label')}
      >
        {FILTER_OPTIONS.map((option) => (
          <li key={option}>
            <button
              type="button"
              role="radio"
              aria-checked={filter === option}
              onClick={() => setFilter(option, { closePopup: true })}
              className="flex h-12 w-full items-center justify-between rounded-lg border border-border bg-surface px-4 text-left aria-checked:border-accent aria-checked:text-accent"
            >
              {t(filterLabel(option))}
              {filter === option ? <span aria-hidden="true">✓</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
