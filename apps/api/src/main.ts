import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, sandboxWarning } from './config.js';
import { buildApp } from './app.js';
import { DataDirectoryDamagedError, openDatabase } from './db/client.js';
import { DataDirectoryLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { seedDemoPlayer } from './db/demo-seed.js';
import { seed } from './db/seed.js';
import { errorText } from './lib/logging.js';
import { ledgerVerifyRoutes } from './modules/wallet/index.js';

/** Failures a person can fix from the message alone: printed without a stack trace. */
const explained = [ConfigError, DataDirectoryLockedError, DataDirectoryDamagedError];

async function main(): Promise<void> {
  const config = loadConfig();
  let stop = (error: Error): void => {
    console.error(error.message);
    process.exit(1);
  };
  const database = await openDatabase(config.database, { onLockLost: (error) => stop(error) });
  await migrate(database);
  if (config.seedDemoData) {
    await seed(database.db);
    // A demo account with a published password belongs to test mode only (SANDBOX_ENABLED).
    await seedDemoPlayer(database, config);
  }

  const app = await buildApp({ config, database });
  // Read-only tools (ledger:verify) ask this process rather than open its directory again.
  const controlToken = database.lock ? randomBytes(32).toString('base64url') : undefined;
  if (controlToken)
    await app.register(ledgerVerifyRoutes, { db: database.db, token: controlToken });

  // In-flight requests finish, then the database closes; a second signal or 10 s forces exit.
  const graceful = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // The database closes after every plugin's onClose (streams, listeners, sweeps) has run:
    // a root onClose hook would run before those of the API's plugins.
    await app.close();
    await database.close();
  });
  stop = (error) => {
    app.log.fatal({ err: error }, 'the embedded database lock was lost: stopping');
    graceful.close();
  };

  await app.listen({ port: config.port, host: config.host });
  if (controlToken)
    database.lock?.advertise({ url: loopbackUrl(app.server.address()), token: controlToken });
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Jackdaw is running at ${config.publicUrl} (${where})`);
  const warning = sandboxWarning(config);
  if (warning) app.log.warn(warning);
}

/** Where a process on this machine reaches the server (a wildcard address means loopback too). */
function loopbackUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

main().catch((error: unknown) => {
  if (explained.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
  } else {
    console.error('Jackdaw failed to start:', errorText(error));
  }
  process.exit(1);
});
