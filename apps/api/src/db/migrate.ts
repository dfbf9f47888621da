import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { apiRoot } from '../config.js';
import type { DatabaseHandle, Schema } from './client.js';

export const migrationsFolder = join(apiRoot, 'drizzle');

/** Any fixed number; it names the lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_270_001;

/**
 * Applies the SQL migrations in apps/api/drizzle; the same files run on both engines. On
 * PostgreSQL several instances may start at once, so the run holds an advisory lock.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
