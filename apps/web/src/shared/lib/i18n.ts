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

/**
 * Dictionaries are flat (`"home.title": "…"`) and fetched from /langs. A missing text falls back
 * to English, then to the key itself (engagement §9).
 */
export async function initI18n(language: LanguageCode): Promise<typeof i18next> {
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
      backend: {
        loadPath: (languages: string[]) => {
          const code = parseLanguageCode(languages[0]) ?? DEFAULT_LANGUAGE;
          return localizationPath(code);
        },
      },
    });
  document.documentElement.lang = LANGUAGES[language].bcp47;
  return i18next;
}
