import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { createTestDatabase } from './database.js';

/** Rows per table of the public schema, by table name. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await database.sql.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await database.sql.query<{ n: number }>(
      `select count(*)::int as n from "${name}"`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe('migrations and seed', () => {
  it('migrate and seed again on a migrated, seeded database change nothing (idempotent start-up)', async () => {
    // The copy is what the run's setup migrated and seeded once: this is every later start.
    const database = await createTestDatabase();
    try {
      const before = await rowCounts(database);
      expect(before.currencies).toBe(14);
      expect(before.languages).toBe(11);
      await migrate(database);
      await seed(database.db);
      expect(await rowCounts(database)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
