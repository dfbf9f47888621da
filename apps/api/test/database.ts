import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of DATABASE_URL, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dir: null });

  const name = `jackdaw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: Config['database'] = { kind: 'postgres', url: url.toString(), poolSize: 10 };
  const handle = await openDatabase(database);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
