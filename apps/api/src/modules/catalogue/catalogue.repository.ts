import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blockedCountries, currencies, languages } from './catalogue.schema.js';

export function createCatalogueRepository(db: Database) {
  return {
    listActiveCurrencies() {
      return db
        .select({ id: currencies.id, isoCode: currencies.isoCode })
        .from(currencies)
        .where(eq(currencies.active, true))
        .orderBy(asc(currencies.sortOrder));
    },
    listActiveLanguages() {
      return db
        .select({ id: languages.id, isoCode: languages.isoCode, name: languages.name })
        .from(languages)
        .where(eq(languages.active, true))
        .orderBy(asc(languages.sortOrder));
    },
    /** Read at every guarded call, so an operator's change holds at once on every instance. */
    async isCountryBlocked(countryCode: string): Promise<boolean> {
      const [row] = await db
        .select({ countryCode: blockedCountries.countryCode })
        .from(blockedCountries)
        .where(eq(blockedCountries.countryCode, countryCode))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
