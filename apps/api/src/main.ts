import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemoPlayer } from './db/demo-seed.js';
import { seed } from './db/seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrate(database);
  if (config.seedDemoData) {
    await seed(database.db);
    // A demo account with a known password has no place on a real-money install.
    if (config.env !== 'production') await seedDemoPlayer(database, config);
  }

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  // In-flight requests finish, then the database closes; a second signal or 10 s forces exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Jackdaw is running at ${config.publicUrl} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Jackdaw failed to start:', error);
  }
  process.exit(1);
});
