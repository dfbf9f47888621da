import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { CountryPicker } from '../../../features/profile/components/country-picker';
import { useCountryChoice } from '../../../features/profile/state';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

export type CountrySelectPopupProps = PopupViewProps;

/**
 * `countries` (phones): the personal page's country picker as a full window, the same list the
 * page shows under its field on wide screens. The choice goes back to the page's form.
 */
export function CountrySelectPopup({ name, close }: CountrySelectPopupProps) {
  const { t } = useTranslation();
  const current = useCountryChoice((state) => state.current);
  const pick = useCountryChoice((state) => state.pick);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.countries.title')}</PopupTitle>
      <PopupDescription className="sr-only">{t('popup.countries.body')}</PopupDescription>
      <CountryPicker
        value={current}
        autoFocus
        listClassName="flex-1"
        onSelect={(code) => {
          pick(code);
          close();
        }}
      />
    </div>
  );
}
