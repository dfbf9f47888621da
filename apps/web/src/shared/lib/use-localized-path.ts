import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguageCode, DEFAULT_LANGUAGE } from '@jackdaw/contracts';
import { localizePath } from './detect-language';

/** Builds links in the current language (English has no prefix). */
export function useLocalizedPath(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  return useCallback((path: string) => localizePath(path, language), [language]);
}
