import {
  CURRENCY_DISPLAY,
  currenciesResponseSchema,
  currencyCodeSchema,
  languageCodeSchema,
  LANGUAGES,
  languagesResponseSchema,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { cachedJson } from '../../lib/cached-json.js';
import type { CatalogueRepository } from './catalogue.repository.js';

/** Reference data is read on every page load and changes only with a deploy or an operator. */
const CATALOGUE_TTL_MS = 60_000;

export function flagUrl(country: string): string {
  return `/flags/${country}.svg`;
}

/** Currencies and languages, answered as ready-made bodies (see cachedJson). */
export function createCatalogueService(repository: CatalogueRepository) {
  const currencies = cachedJson(CATALOGUE_TTL_MS, currenciesResponseSchema, async () => {
    const rows = await repository.listActiveCurrencies();
    return {
      statusCode: 200 as const,
      currencies: rows.flatMap((row) => {
        const isoCode = z.safeParse(currencyCodeSchema, row.isoCode);
        if (!isoCode.success) return [];
        const display = CURRENCY_DISPLAY[isoCode.data];
        return [{ id: row.id, isoCode: isoCode.data, name: isoCode.data, ...display }];
      }),
    };
  });
  const languages = cachedJson(CATALOGUE_TTL_MS, languagesResponseSchema, async () => {
    const rows = await repository.listActiveLanguages();
    return {
      statusCode: 200 as const,
      languages: rows.flatMap((row) => {
        const isoCode = z.safeParse(languageCodeSchema, row.isoCode);
        if (!isoCode.success) return [];
        const image = flagUrl(LANGUAGES[isoCode.data].flagCountry);
        return [{ id: row.id, isoCode: isoCode.data, name: row.name, image }];
      }),
    };
  });
  return {
    currencies: () => currencies.get(),
    languages: () => languages.get(),
    /** After an operator edits the catalogue. */
    invalidate() {
      currencies.clear();
      languages.clear();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
