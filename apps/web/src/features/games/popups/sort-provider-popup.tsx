import { GAME_SORTS } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { sortLabel } from '../lib/game-filters';
import { useCurrentBase, useGameFilters } from '../use-game-filters';

export type SortProviderPopupProps = PopupViewProps;

/** Phones (`sort-provider`): the list's order; choosing one closes the window. */
export function SortProviderPopup(_props: SortProviderPopupProps) {
  const { t } = useTranslation();
  const { filters, change } = useGameFilters(useCurrentBase());
  return (
    <div className="flex flex-col gap-4" data-popup="sort-provider">
      <PopupTitle className="text-xl font-bold">{t('popup.sort-provider.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">
        {t('popup.sort-provider.body')}
      </PopupDescription>
      <ul className="flex flex-col gap-2" role="radiogroup" aria-label={t('games.sort.label')}>
        {GAME_SORTS.map((sort) => (
          <li key={sort}>
            <button
              type="button"
              role="radio"
              aria-checked={filters.sort === sort}
              onClick={() => change({ sort }, { closePopup: true })}
              className="flex h-12 w-full items-center justify-between rounded-lg border border-border bg-surface px-4 text-left aria-checked:border-accent aria-checked:text-accent"
            >
              {t(sortLabel(sort))}
              {filters.sort === sort ? <span aria-hidden="true">✓</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
