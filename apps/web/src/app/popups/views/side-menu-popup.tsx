import { LANGUAGES, parseLanguageCode, DEFAULT_LANGUAGE } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { LanguagePicker } from '../../../features/language/language-picker';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { CategoryNav } from '../../frame/category-nav';
import { FooterLinks } from '../../frame/footer';

/** The mobile menu: categories, the language picker and the footer links. */
export function SideMenuPopup({ name, close }: PopupViewProps) {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES[parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE];
  return (
    <div className="flex flex-col gap-6" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.side-menu.title')}</PopupTitle>
      <PopupDescription className="sr-only">{t('popup.side-menu.body')}</PopupDescription>
      <CategoryNav onNavigate={close} />
      <details className="rounded-card border border-border p-3">
        <summary className="cursor-pointer font-semibold">
          {t('language.label')}: {language.nativeName}
        </summary>
        <div className="mt-3">
          <LanguagePicker />
        </div>
      </details>
      <FooterLinks />
    </div>
  );
}
