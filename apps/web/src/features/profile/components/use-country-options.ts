import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguageCode } from '@jackdaw/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../shared/api/get-countries';
import type { CountryOption } from '../lib/country-search';

/**
 * The countries file's entries named in the player's language (and English, to search by),
 * sorted by the shown name in that language's order.
 */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const countries = useCountries();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const options = useMemo<CountryOption[]>(() => {
    const collator = new Intl.Collator(LANGUAGES[language].bcp47);
    return (countries.data ?? [])
      .map((country) => {
        const englishLabel = country.names.EN ?? country.code;
        return { code: country.code, label: country.names[language] ?? englishLabel, englishLabel };
      })
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, language]);
  return { options, query: countries };
}
