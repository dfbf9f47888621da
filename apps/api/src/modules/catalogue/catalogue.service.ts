import {
  CURRENCY_DISPLAY,
  currencyCodeSchema,
  languageCodeSchema,
  LANGUAGES,
  type Currency,
  type Language,
} from '@jackdaw/contracts';
import { memoize } from '../../lib/memo.js';
import type { CatalogueRepository } from './catalogue.repository.js';

/** Reference data is read on every page load and changes only with a deploy or an operator. */
const CATALOGUE_TTL_MS = 60_000;

export function flagUrl(country: string): string {
  return `/flags/${country}.svg`;
}

export function createCatalogueService(repository: CatalogueRepository) {
  const currencies = memoize(CATALOGUE_TTL_MS, async (): Promise<Currency[]> => {
    const rows = await repository.listActiveCurrencies();
    return rows.flatMap((row) => {
      const isoCode = currencyCodeSchema.safeParse(row.isoCode);
      if (!isoCode.success) return [];
      return [
        {
          id: row.id,
          isoCode: isoCode.data,
          name: isoCode.data,
          ...CURRENCY_DISPLAY[isoCode.data],
        },
      ];
    });
  });
  const languages = memoize(CATALOGUE_TTL_MS, async (): Promise<Language[]> => {
    const rows = await repository.listActiveLanguages();
    return rows.flatMap((row) => {
      const isoCode = languageCodeSchema.safeParse(row.isoCode);
      if (!isoCode.success) return [];
      return [
        {
          id: row.id,
          isoCode: isoCode.data,
          name: row.name,
          image: flagUrl(LANGUAGES[isoCode.data].flagCountry),
        },
      ];
    });
  });
  return {
    listCurrencies: () => currencies.get(),
    listLanguages: () => languages.get(),
    /** After an operator edits the catalogue. */
    invalidate() {
      currencies.clear();
      languages.clear();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
