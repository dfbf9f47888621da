import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  parseLanguageCode,
  type LanguageCode,
} from '@jackdaw/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../lib/format-instant';

/** The site's language as a code of the contracts (the dictionaries' language). */
export function useLanguageCode(): LanguageCode {
  const { i18n } = useTranslation();
  return parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Formats an instant in the site's language, in the zone the operator scheduled it in. */
export function useDateFormat() {
  const language = useLanguageCode();
  return useCallback(
    (iso: string, timeZone: string) => formatInstant(iso, timeZone, LANGUAGES[language].bcp47),
    [language],
  );
}
