import { fork, type ChildProcess } from 'node:child_process';
import { request, Agent } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { createRealtimeChannel } from '../../apps/api/src/modules/realtime/index.js';
import { mintTicket } from '../../apps/api/src/modules/realtime/tickets.js';
import { short, type LoadResult } from '../lib/load.js';
import { repoRoot } from '../lib/processes.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * Issue 22's realtime bench: STREAMS open SSE streams on one server instance (the real app in a
 * process of its own, lib/stream-server.ts), then one balance event published for each stream's
 * player from another process (a second instance's realtime channel on the same PostgreSQL:
 * stored and NOTIFYed in its own transaction, as the ledger's balance hook does). Latency is
 * from the start of each publishing transaction to the event's arrival at its stream, on one
 * clock (this process publishes and reads). Memory per stream is the server's heap and RSS
 * after all streams opened minus before, over the number of streams, each after a full GC.
 * Players are inserted in SQL (registering 10,000 through Argon2 would take minutes) and their
 * tickets minted through the realtime module's own function. PostgreSQL only: the embedded
 * database cannot be shared between the server's process and this one.
 */
const STREAMS = () => (short ? 1_000 : 10_000);
/** Publishing transactions in flight at once, per round. */
const PUBLISHERS = [16, 64];
const OPENING = 200;

export const streamsScenario: Scenario = {
  name: 'streams',
  databases: ['postgres'],
  async run(env) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error('streams: PostgreSQL only (BENCH_DATABASE_URL)');
    const server = await startServer(url);
    const database = await openDatabase({
      kind: 'postgres',
      url,
      poolSize: Math.max(...PUBLISHERS) + 4,
    });
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const streams: ReturnType<typeof openStream>[] = [];
    try {
      const count = STREAMS();
      const users = await database.sql.query<{ id: number }>(
        `insert into users (email, password_hash, currency_code)
         select 'stream-' || g || '-' || $2 || '@bench.test', 'not-a-hash', 'INR'
         from generate_series(1, $1) g returning id`,
        [count, Date.now()],
      );
      const ids = users.map((row) => Number(row.id));
      const before = await server.memory();

      // Open every stream (OPENING at a time); each starts with the player's balance.
      const arrived = new Map<number, number>();
      for (let start = 0; start < ids.length; start += OPENING) {
        const batch = ids.slice(start, start + OPENING);
        const opened = await Promise.all(
          batch.map(async (userId) => {
            const { ticket } = await mintTicket(database.sql, { userId });
            const stream = openStream(agent, server.port, ticket, userId, arrived);
            await stream.ready;
            return stream;
          }),
        );
        streams.push(...opened);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const after = await server.memory();

      // One balance event per player, from another instance's channel; twice, with more
      // publishing transactions at once the second time.
      const realtime = createRealtimeChannel({ database });
      const results: ScenarioResult[] = [];
      for (const publishers of PUBLISHERS) {
        arrived.clear();
        const published = new Map<number, number>();
        let next = 0;
        const publishStart = performance.now();
        await Promise.all(
          Array.from({ length: publishers }, async () => {
            while (next < ids.length) {
              const userId = ids[next++]!;
              published.set(userId, performance.now());
              await database.sql.transaction((tx) =>
                realtime.publish(tx, userId, balanceEvent(publishers)),
              );
            }
          }),
        );
        const publishSeconds = (performance.now() - publishStart) / 1_000;
        const deadline = Date.now() + 30_000;
        while (arrived.size < ids.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const latencies = ids
          .filter((id) => arrived.has(id))
          .map((id) => arrived.get(id)! - published.get(id)!)
          .sort((a, b) => a - b);
        const at = (q: number) =>
          round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
        const subject: LoadResult = {
          requestsPerSecond: ids.length / publishSeconds,
          p50: at(0.5),
          p99: at(0.99),
          errors: ids.length - latencies.length + streams.filter((stream) => stream.failed).length,
          non2xx: 0,
        };
        results.push({
          label: `${ids.length} streams, ${publishers} publishers`,
          subject,
          // No baseline to compare with: the figure that matters is the p99 (≤ 1 s).
          baseline: subject,
          baselineName: 'itself',
          settings: {
            streams: ids.length,
            publishers,
            maxLatencyMs: round(latencies.at(-1) ?? NaN),
            heapBytesPerStream: Math.round((after.heapUsed - before.heapUsed) / ids.length),
            rssBytesPerStream: Math.round((after.rss - before.rss) / ids.length),
            serverHeapMB: Math.round(after.heapUsed / 1e6),
            serverRssMB: Math.round(after.rss / 1e6),
          },
          target: 1,
          p99TargetMs: 1_000,
        });
      }
      return results;
    } finally {
      for (const stream of streams) stream.close();
      agent.destroy();
      await database.close();
      await server.stop();
    }
  },
};

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A balance event as the ledger's hook sends it (the figures do not matter here). */
const balanceEvent = (balance: number) => ({
  type: 'balance' as const,
  currency: 'INR' as const,
  balance: {
    balance,
    bonusBalance: 0,
    casinoBonus: 0,
    sportBonus: 0,
    freespinWinnings: 0,
    referrerBalance: 0,
    info: { sumCommissionBet: 0, sumCommissionDeposit: 0 },
  },
});

/** The server process; its port, its memory on demand. */
async function startServer(url: string) {
  const child: ChildProcess = fork(join(repoRoot, 'bench/lib/stream-server.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      // Not the crash game's round leader: no chain of ten million hashes, no rounds alongside.
      CRASH_LEADER: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAYMENT_POLL_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`stream server exited with ${code}`)));
    child.on('message', (message: { port?: number }) => {
      if (message.port) resolve(message.port);
    });
  });
  return {
    port,
    memory: () =>
      new Promise<{ heapUsed: number; rss: number }>((resolve) => {
        const answer = (message: { memory?: { heapUsed: number; rss: number } }) => {
          if (!message.memory) return;
          child.off('message', answer);
          resolve(message.memory);
        };
        child.on('message', answer);
        child.send('memory');
      }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * One stream, read as little as needed: the arrival time of the player's first stored balance
 * event (one with an SSE id; the opening balance has none).
 */
function openStream(
  agent: Agent,
  port: number,
  ticket: string,
  userId: number,
  arrived: Map<number, number>,
) {
  let failed = false;
  let ready!: () => void;
  let refused!: (error: Error) => void;
  const whenReady = new Promise<void>((resolve, reject) => {
    ready = resolve;
    refused = reject;
  });
  const req = request(
    {
      agent,
      host: '127.0.0.1',
      port,
      path: `/api/v1/events?ticket=${ticket}`,
      headers: { accept: 'text/event-stream' },
    },
    (response) => {
      if (response.statusCode !== 200) {
        failed = true;
        refused(new Error(`stream refused: ${response.statusCode}`));
        response.resume();
        return;
      }
      let opened = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!opened && chunk.includes('event: balance')) {
          opened = true;
          ready();
        }
        // @fastify/sse writes a stored event's `id:` line first in its frame.
        if (!arrived.has(userId) && /^id: /m.test(chunk)) arrived.set(userId, performance.now());
      });
      response.on('error', () => undefined);
    },
  );
  req.on('error', (error) => {
    failed = true;
    refused(error);
  });
  req.end();
  return {
    ready: whenReady,
    get failed() {
      return failed;
    },
    close: () => req.destroy(),
  };
}
