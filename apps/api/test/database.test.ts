import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { currencies, languages } from '../src/db/schema.js';
import { createTestDatabase } from './database.js';

describe('migrations and seed', () => {
  it('migrate and seed twice leave the same data (idempotent start-up)', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      await migrate(database);
      await seed(database.db);
      await migrate(database);
      await seed(database.db);
      const [currencyCount] = await database.db.select({ n: count() }).from(currencies);
      const [languageCount] = await database.db.select({ n: count() }).from(languages);
      expect(currencyCount?.n).toBe(14);
      expect(languageCount?.n).toBe(11);
    } finally {
      await database.close();
    }
  });
});
