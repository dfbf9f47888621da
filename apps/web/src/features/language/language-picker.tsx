import { LANGUAGES, parseLanguageCode, type LanguageCode } from '@jackdaw/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../shared/api/get-languages';
import { useChangeLanguage } from './use-change-language';

/** Picker records filtered by the start of their name, case-insensitive (spec core §2). */
export function filterLanguages<T extends { name: string }>(languages: T[], query: string): T[] {
  const prefix = query.trim().toLocaleLowerCase();
  if (!prefix) return languages;
  return languages.filter((language) => language.name.toLocaleLowerCase().startsWith(prefix));
}

/** The list with its search box; the header's dropdown and the side menu both show it. */
export function LanguagePicker({ onChosen }: { onChosen?: (language: LanguageCode) => void }) {
  const { t, i18n } = useTranslation();
  const languages = useLanguages();
  const changeLanguage = useChangeLanguage();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const current = parseLanguageCode(i18n.language);
  const records = (languages.data ?? []).map((language) => ({
    ...language,
    englishName: LANGUAGES[language.isoCode].englishName,
  }));
  const shown = filterLanguages(records, query);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        {t('language.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('language.search')}
        autoComplete="off"
        className="h-10 rounded-lg border border-border bg-bg px-3 text-sm focus:border-accent"
      />
      <ul className="max-h-[700px] overflow-y-auto" aria-label={t('language.choose')}>
        {shown.map((language) => (
          <li key={language.isoCode}>
            <button
              type="button"
              lang={LANGUAGES[language.isoCode].bcp47}
              aria-current={language.isoCode === current ? 'true' : undefined}
              onClick={() => {
                onChosen?.(language.isoCode);
                void changeLanguage(language.isoCode);
              }}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-surface-raised aria-[current]:text-accent"
            >
              <img src={language.image} alt="" width={24} height={18} className="rounded-sm" />
              <span className="font-medium">{language.name}</span>
              <span className="ml-auto text-xs text-text-muted">{language.isoCode}</span>
            </button>
          </li>
        ))}
        {languages.isSuccess && shown.length === 0 ? (
          <li className="px-3 py-2 text-sm text-text-muted">{t('language.noMatch')}</li>
        ) : null}
      </ul>
    </div>
  );
}
