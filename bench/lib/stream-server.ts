// The streams bench's server: the real app (apps/api/src, no build) in a process of its own, so
// that its memory is its own. Started by scenarios/streams.ts with an IPC channel: it answers
// `{ port }` once listening and `{ memory }` (after a full GC) to each 'memory' message.
// Run with `node --expose-gc --import tsx bench/lib/stream-server.ts`.
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed.js';

const config = loadConfig(process.env);
const database = await openDatabase(config.database);
await migrate(database);
await seed(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (message: unknown) => {
  if (message === 'memory') {
    gc?.();
    gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ memory: { heapUsed, rss } });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
