// The crash bench's server: the real app (apps/api/src, no build) in a process of its own,
// leading the rounds at the product's timings. Started by scenarios/crash.ts with an IPC channel:
// it answers `{ port }` once listening, `{ sessions }` to a `{ setup }` message (real players
// inserted in SQL and funded through the ledger, demo sessions, each opened through the app's own
// calls), and `{ memory }` to 'memory'. Run with `node --import tsx bench/lib/crash-server.ts`.
import { API_PREFIX } from '@jackdaw/contracts';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed.js';
import { ensureAviator } from '../../apps/api/src/modules/crash/crash.test-kit.js';
import { createLedger } from '../../apps/api/src/modules/wallet/index.js';

const config = loadConfig(process.env);
const database = await openDatabase(config.database);
await migrate(database);
await seed(database.db);
await ensureAviator(database);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

async function call(url: string, payload: object, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** A crash session of a launch (the launch URL's last part is its token). */
async function openSession(playerToken?: string): Promise<string> {
  const launch = await call(
    playerToken ? '/games/init-by-alias/aviator' : '/games/init-demo-by-alias/aviator',
    {},
    playerToken,
  );
  const launchToken = /([A-Za-z0-9_-]{43})$/.exec(String(launch.url))?.[1];
  if (!launchToken) throw new Error(`unexpected launch url ${String(launch.url)}`);
  return String((await call('/crash/sessions', { launchToken })).sessionToken);
}

async function setup(real: number, demo: number, deposit: number) {
  const stamp = Date.now();
  const users = await database.sql.query<{ id: number; token_version: number }>(
    `insert into users (email, password_hash, currency_code)
     select 'crash-' || g || '-' || $2 || '@bench.test', 'not-a-hash', 'INR'
     from generate_series(1, $1) g returning id, token_version`,
    [real, stamp],
  );
  const ledger = createLedger(database.sql);
  const realSessions: string[] = [];
  for (const user of users) {
    const id = Number(user.id);
    await ledger.deposit({
      key: `bench-crash-${id}-${stamp}`,
      userId: id,
      currency: 'INR',
      amount: BigInt(deposit),
      provider: 'bench',
    });
    realSessions.push(await openSession(app.issueToken({ id, tokenVersion: user.token_version })));
  }
  const demoSessions: string[] = [];
  for (let n = 0; n < demo; n++) demoSessions.push(await openSession());
  return { real: realSessions, demo: demoSessions };
}

process.on('message', (message: unknown) => {
  if (message === 'memory') {
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ memory: { heapUsed, rss } });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  } else if (typeof message === 'object' && message !== null && 'setup' in message) {
    const { real, demo, deposit } = (message as { setup: Record<string, number> }).setup;
    setup(real!, demo!, deposit!).then(
      (sessions) => process.send?.({ sessions }),
      (error: unknown) => process.send?.({ failed: String(error) }),
    );
  }
});
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
