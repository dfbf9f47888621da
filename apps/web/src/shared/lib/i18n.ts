import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizationPath,
  parseLanguageCode,
  type LanguageCode,
} from '@jackdaw/contracts';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { useUiStore } from '../state/ui-store';

/**
 * Dictionaries are flat (`"home.title": "…"`) and fetched from /langs for the current language
 * and English. A missing text falls back to English, then to the key (engagement §9); a failed
 * fetch raises the service-error flag.
 */
export async function initI18n(language: LanguageCode): Promise<typeof i18next> {
  i18next.on('failedLoading', () => useUiStore.getState().setServiceError(true));
  i18next.on('languageChanged', (code) => {
    const known = parseLanguageCode(code) ?? DEFAULT_LANGUAGE;
    document.documentElement.lang = LANGUAGES[known].bcp47;
    document.documentElement.dir = LANGUAGES[known].dir;
  });
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: Object.keys(LANGUAGES),
      load: 'currentOnly',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      backend: {
        loadPath: (languages: string[]) =>
          localizationPath(parseLanguageCode(languages[0]) ?? DEFAULT_LANGUAGE),
      },
    });
  return i18next;
}

export function currentLanguage(): LanguageCode {
  return parseLanguageCode(i18next.language) ?? DEFAULT_LANGUAGE;
}
