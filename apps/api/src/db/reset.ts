import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { lockDataDirectory } from './data-dir-lock.js';
import { migrate } from './migrate.js';
import { seedDemoPlayer } from './demo-seed.js';
import { seed } from './seed.js';
import { errorMessage } from '../lib/logging.js';

/**
 * `npm run db:reset`: wipes the database the configuration points at, then migrates and seeds.
 * The embedded directory is wiped only under its lock, so never under a running server (the lock
 * names it); a damaged directory is wiped all the same, which is how one recovers from it.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let lock;
  if (config.database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.database.url });
    await client.connect();
    await client.query('drop schema if exists public cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('create schema public');
    await client.end();
  } else if (config.database.dir) {
    mkdirSync(config.database.dir, { recursive: true });
    lock = await lockDataDirectory(config.database.dir);
    rmSync(config.database.dir, { recursive: true, force: true });
    mkdirSync(config.database.dir, { recursive: true });
  }
  const handle = await openDatabase(config.database, { lock });
  await migrate(handle);
  await seed(handle.db);
  // A demo account with a published password belongs to test mode only (SANDBOX_ENABLED).
  await seedDemoPlayer(handle, config);
  await handle.close();
  console.log(`Database reset (${handle.kind}).`);
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
