// One real app instance in a process of its own, for crash.failover.test.ts (two of them on one
// PostgreSQL database, one killed with SIGKILL). Configured from its environment like the
// server (DATABASE_URL, CRASH_*); forked with an IPC channel, it answers
// `{ port, holder }` once listening (holder: its leader candidate's id in crash_leader).
// Run with `node --import tsx src/modules/crash/failover-fixture.ts`.
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';

const config = loadConfig(process.env);
const database = await openDatabase(config.database);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

process.on('message', (message: unknown) => {
  if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  holder: app.crash.engine.holder,
});
