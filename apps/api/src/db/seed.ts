import { CURRENCY_CODES, LANGUAGE_CODES, LANGUAGES } from '@jackdaw/contracts';
import { sql } from 'drizzle-orm';
import { seedBanners } from '../modules/banners/index.js';
import { currencies, languages } from './schema.js';
import { createDefaultProviders, seedGames } from '../modules/games/index.js';
import { seedPaymentMethods } from '../modules/payments/index.js';
import type { Database } from './client.js';

/**
 * Loads reference and demo data. Idempotent: running it again changes nothing that is already
 * right, so it runs at every start.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values(CURRENCY_CODES.map((isoCode, index) => ({ isoCode, sortOrder: index })))
      .onConflictDoUpdate({
        target: currencies.isoCode,
        set: { sortOrder: sql`excluded.sort_order` },
      });
    await tx
      .insert(languages)
      .values(
        LANGUAGE_CODES.map((isoCode, index) => ({
          isoCode,
          name: LANGUAGES[isoCode].nativeName,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: languages.isoCode,
        set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
      });
    await seedGames(tx, createDefaultProviders());
    await seedBanners(tx);
    await seedPaymentMethods(tx);
  });
}
