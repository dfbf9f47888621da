import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate, migrationsFolder } from '../src/db/migrate.js';
import * as schema from '../src/db/schema.js';
import { seed } from '../src/db/seed.js';
import { adminQuery, databaseUrl } from './database-server.js';

/** What this setup prepared for the run, as test/database.ts finds it. */
export interface DatabaseTemplates {
  /** A file holding the image (`dumpDataDir`, a tar) of a fresh PGlite data directory. */
  pgliteEmpty: string;
  /** The same image migrated and seeded, when the run is on PGlite. */
  pgliteSeeded?: string;
  /** The migrated, seeded template database, when the run is on PostgreSQL (DATABASE_URL). */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

/**
 * Migrates and seeds one database per test run, which every API test file then clones
 * (test/database.ts): on PostgreSQL a template database, on PGlite the image of an in-memory data
 * directory, unpacked into a directory for each file. Migrating and seeding per file cost
 * most of a short file's time. Removed again at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'jackdaw-test-templates-'));
  let postgres: string | undefined;
  const remove = async () => {
    if (serverUrl && postgres) await dropTemplate(serverUrl, postgres);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [images, template] = await Promise.all([
      pgliteImages(dir, { seeded: !serverUrl }),
      serverUrl ? postgresTemplate(serverUrl) : undefined,
    ]);
    postgres = template;
    project.provide('databaseTemplates', { ...images, postgres });
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}

/**
 * A migrated, seeded database marked as a template that takes no connections: `create database
 * … template` refuses a source with sessions open, so nothing may stay connected to it.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `jackdaw_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, name),
      poolSize: 2,
    });
    try {
      await migrate(handle);
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    await adminQuery(
      serverUrl,
      `alter database ${name} with is_template true allow_connections false`,
    );
  } catch (error) {
    await dropTemplate(serverUrl, name);
    throw error;
  }
  return name;
}

async function dropTemplate(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `alter database ${name} with is_template false`);
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/** Images of a fresh data directory and, if asked, of the same one migrated and seeded. */
async function pgliteImages(
  dir: string,
  { seeded }: { seeded: boolean },
): Promise<Pick<DatabaseTemplates, 'pgliteEmpty' | 'pgliteSeeded'>> {
  const client = await PGlite.create();
  try {
    const dump = async (name: string) => {
      const file = join(dir, name);
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const pgliteEmpty = await dump('empty.tar');
    if (!seeded) return { pgliteEmpty };
    const db = drizzle({ client, schema });
    // What migrate() does on PGlite: the handle openDatabase gives has no dumpDataDir.
    await migratePglite(db, { migrationsFolder });
    await seed(db as unknown as Database);
    return { pgliteEmpty, pgliteSeeded: await dump('seeded.tar') };
  } finally {
    await client.close();
  }
}
