import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { adminQuery, databaseUrl } from './database-server.js';

export interface TestDatabaseOptions {
  /** A database without tables, for a test of the migrations themselves. */
  empty?: boolean;
}

/**
 * A database of its own for one test file, migrated and seeded: PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL; `close()` removes it. Each is a copy of
 * what test/global-setup.ts migrated and seeded once for the run (a template database, the image
 * of a data directory unpacked into a directory of the file's own); a file run without that
 * setup gets an in-memory PGlite and migrates and seeds it.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  const serverUrl = process.env.DATABASE_URL;
  let prepared: boolean;
  let handle: DatabaseHandle;
  if (serverUrl) {
    const template = options.empty ? undefined : templates?.postgres;
    prepared = template !== undefined;
    handle = await postgresDatabase(serverUrl, template);
  } else {
    const image = options.empty ? templates?.pgliteEmpty : templates?.pgliteSeeded;
    prepared = image !== undefined;
    handle = image ? await pgliteCopy(image) : await openDatabase({ kind: 'pglite', dir: null });
  }
  if (!options.empty && !prepared) {
    await migrate(handle);
    await seed(handle.db);
  }
  return handle;
}

/**
 * Makes `dir` (created if missing) an embedded data directory as PGlite's first start leaves it,
 * from the run's image, so that opening it skips initdb. Without the run's setup it stays empty:
 * opening it then runs initdb, as a first start does.
 */
export function createPgliteDataDir(
  dir: string,
  image = inject('databaseTemplates')?.pgliteEmpty,
): string {
  mkdirSync(dir, { recursive: true });
  // The image is a tar of the data directory (PGlite's dumpDataDir).
  if (image) execFileSync('tar', ['-xf', image, '-C', dir], { stdio: 'ignore' });
  return dir;
}

/**
 * PGlite on a directory unpacked from `image`. Measured against loading the image into an
 * in-memory PGlite (`loadDataDir`): as fast within the noise, on whole test files and on start-up
 * (about 0.5 s either way), and it needs no option of openDatabase that only tests would use.
 */
async function pgliteCopy(image: string): Promise<DatabaseHandle> {
  const parent = mkdtempSync(join(tmpdir(), 'jackdaw-test-db-'));
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      dir: createPgliteDataDir(join(parent, 'pglite'), image),
    });
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          rmSync(parent, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
}

async function postgresDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `jackdaw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database: Config['database'] = {
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize: 10,
  };
  const handle = await openDatabase(database);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
