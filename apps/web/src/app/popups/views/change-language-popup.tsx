import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { LanguagePicker } from '../../../features/language/language-picker';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

export function ChangeLanguagePopup({ name }: PopupViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.change-language.title')}</PopupTitle>
      <PopupDescription className="sr-only">{t('popup.change-language.body')}</PopupDescription>
      <LanguagePicker />
    </div>
  );
}
