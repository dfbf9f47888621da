import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { ProviderPicker } from '../components/provider-picker';
import { useCurrentBase, useGameFilters } from '../use-game-filters';

export type ProviderFilterPopupProps = PopupViewProps;

/** Phones (`provider`): the provider filter as a full window; it writes `name` as it changes. */
export function ProviderFilterPopup({ close }: ProviderFilterPopupProps) {
  const { t } = useTranslation();
  const { filters, change } = useGameFilters(useCurrentBase());
  return (
    <div className="flex flex-col gap-4" data-popup="provider">
      <PopupTitle className="text-xl font-bold">{t('popup.provider.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">{t('popup.provider.body')}</PopupDescription>
      <ProviderPicker chosen={filters.providers} onChange={(providers) => change({ providers })} />
      <Button onClick={close}>{t('games.providers.show')}</Button>
    </div>
  );
}
