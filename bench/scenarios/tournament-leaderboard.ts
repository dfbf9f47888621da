import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LANGUAGE_CODES } from '@jackdaw/contracts';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import { createRealtimeChannel } from '../../apps/api/src/modules/realtime/index.js';
import { createExchangeService } from '../../apps/api/src/modules/reports/index.js';
import { playerRecord } from '../../apps/api/src/modules/users/index.js';
import { createLedger, type Ledger } from '../../apps/api/src/modules/wallet/index.js';
import { gameBonusFacts } from '../../apps/api/src/modules/games/index.js';
import { boardTopic, type WireBoard } from '../../apps/api/src/modules/tournaments/leaderboard.js';
import {
  tournamentStakeHook,
  tournamentWinHook,
} from '../../apps/api/src/modules/tournaments/scoring.js';
import { tournamentsRepository as repo } from '../../apps/api/src/modules/tournaments/tournaments.repository.js';
import { short, type LoadResult } from '../lib/load.js';
import { repoRoot } from '../lib/processes.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * Issue 25's tournament bench: PARTICIPANTS entries in one running tournament (inserted in SQL),
 * WATCHERS SSE streams of its live leaderboard on one server instance (the real app in a process
 * of its own, lib/stream-server.ts, whose broadcast job reads and sends the board), and scoring
 * bets at RATE per second for SECONDS from this process, through a ledger carrying the
 * tournaments' hooks (a second instance of the app's money path on the same PostgreSQL). Three
 * rows, each with its baseline from the same run:
 * - bets: the paced bets with the tournament running, next to the same bets while it was still
 *   scheduled ahead (same entries, watchers and queries beside them: the scoring's cost);
 * - board visible: from a sampled bet's commit to its arrival at each watcher in a board whose
 *   version covers it (p99 ≤ 1 s), next to a board broadcast straight on the topic (the
 *   channel and the stream's pacing alone);
 * - my place: the place query of random participants while the bets run (p99 ≤ 20 ms), next to a
 *   primary-key read of the same entries interleaved with it; and the same once the bets stopped
 *   (the query's own cost, apart from the load of a shared machine).
 * PostgreSQL only: the embedded database cannot be shared between the server and this process.
 */
const PARTICIPANTS = () => (short ? 2_000 : 10_000);
const WATCHERS = () => (short ? 20 : 100);
const RATE = () => (short ? 300 : 1_000);
const SECONDS = () => (short ? 4 : 20);
/** Bettors among the participants, and bets in flight at once (each worker its own bettors). */
const BETTORS = 512;
const WORKERS = 64;
/** Every SAMPLE-th bet's commit is matched with the boards the watchers receive. */
const SAMPLE = 10;
const STAKE = 1_000n;
const GAME = 'fruit-classic';

export const tournamentLeaderboardScenario: Scenario = {
  name: 'tournament-leaderboard',
  databases: ['postgres'],
  async run(env) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error('tournament-leaderboard: PostgreSQL only (BENCH_DATABASE_URL)');
    const server = await startServer(url);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: WORKERS + 8 });
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const watchers: Watcher[] = [];
    try {
      const ledger = scoringLedger(database);
      const players = await insertPlayers(database, PARTICIPANTS());
      const bettors = players.slice(0, BETTORS);
      await fund(database, bettors);

      // The tournament and its entries exist from the start, scheduled an hour ahead: the
      // baseline's bets run with the same data, the same watchers and the same queries beside
      // them; only the scoring (the tournament running) differs.
      const tournamentId = await insertTournament(database, players);
      for (let n = 0; n < WATCHERS(); n++) {
        const watcher = watch(agent, server.port, tournamentId);
        await watcher.ready;
        watchers.push(watcher);
      }
      const placeTimes: number[] = [];
      const keyTimes: number[] = [];
      let querying = true;
      let scoring = false;
      const queries = Array.from({ length: 4 }, async () => {
        while (querying) {
          const userId = players[Math.floor(Math.random() * players.length)]!;
          let start = performance.now();
          const place = await repo.place(database.sql, tournamentId, userId);
          const placeTime = performance.now() - start;
          start = performance.now();
          await repo.entry(database.sql, tournamentId, userId);
          const keyTime = performance.now() - start;
          if (scoring) {
            placeTimes.push(placeTime);
            keyTimes.push(keyTime);
          } else if (!place) throw new Error('a participant has no place');
        }
      });
      const samples: { seq: number; committed: number }[] = [];
      const sample = async (n: number, userId: number, at: number) => {
        if (n % SAMPLE !== 0) return;
        const entry = await repo.entry(database.sql, tournamentId, userId);
        if (entry && scoring) samples.push({ seq: entry.seq, committed: at });
      };
      const without = await bets(ledger, bettors, RATE(), short ? 2 : 5, sample);
      await database.sql.query(
        `update tournaments set starts_at = now() - interval '1 minute' where id = $1`,
        [tournamentId],
      );
      scoring = true;
      const withRun = await bets(ledger, bettors, RATE(), SECONDS(), sample);
      querying = false;
      await Promise.all(queries);
      // The last boards: two broadcast intervals and the stream's pacing.
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      const visible: number[] = [];
      let unseen = 0;
      for (const sample of samples) {
        for (const watcher of watchers) {
          const board = watcher.boards.find((seen) => seen.version >= sample.seq);
          if (board) visible.push(Math.max(0, board.at - sample.committed));
          else unseen += 1;
        }
      }

      // The place query on a quiet database: its own cost, apart from the machine's load.
      const quietPlace: number[] = [];
      const quietKey: number[] = [];
      const quietStart = performance.now();
      for (let n = 0; n < (short ? 300 : 2_000); n++) {
        const userId = players[Math.floor(Math.random() * players.length)]!;
        let start = performance.now();
        await repo.place(database.sql, tournamentId, userId);
        quietPlace.push(performance.now() - start);
        start = performance.now();
        await repo.entry(database.sql, tournamentId, userId);
        quietKey.push(performance.now() - start);
      }
      const quietSeconds = (performance.now() - quietStart) / 1_000;

      // Baseline of the board: a broadcast straight on the topic (this process is another
      // instance), once the streams' pacing interval has passed.
      const channel = createRealtimeChannel({ database });
      await channel.start();
      const direct: number[] = [];
      for (let n = 0; n < (short ? 3 : 10); n++) {
        await new Promise((resolve) => setTimeout(resolve, 600));
        const version = Number.MAX_SAFE_INTEGER - 1_000 + n;
        const sent = performance.now();
        await channel.broadcast(boardTopic(tournamentId), fakeBoard(tournamentId, version));
        const deadline = Date.now() + 5_000;
        while (
          watchers.some((w) => !w.boards.some((b) => b.version === version)) &&
          Date.now() < deadline
        ) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        for (const watcher of watchers) {
          const board = watcher.boards.find((b) => b.version === version);
          if (board) direct.push(board.at - sent);
        }
      }
      await channel.stop();

      const settings = {
        participants: players.length,
        watchers: watchers.length,
        targetBetsPerSecond: RATE(),
        seconds: SECONDS(),
        samples: samples.length,
      };
      const results: ScenarioResult[] = [
        {
          label: 'scoring bets',
          subject: withRun,
          baseline: without,
          baselineName: 'bets, no tournament running',
          settings,
          target: 0.9,
        },
        {
          label: 'board visible to watchers',
          subject: latencies(visible, SECONDS(), unseen + watchers.filter((w) => w.failed).length),
          baseline: latencies(direct, 1, 0),
          baselineName: 'a board broadcast straight on the topic',
          settings,
          // Only the latency matters here: the counts are per second of the run.
          target: 0,
          p99TargetMs: 1_000,
        },
        {
          label: 'my place query',
          subject: latencies(placeTimes, SECONDS(), 0),
          baseline: latencies(keyTimes, SECONDS(), 0),
          baselineName: 'the entry by primary key',
          settings,
          target: 0.3,
          p99TargetMs: 20,
        },
        {
          label: 'my place query, quiet',
          subject: latencies(quietPlace, quietSeconds, 0),
          baseline: latencies(quietKey, quietSeconds, 0),
          baselineName: 'the entry by primary key',
          settings,
          target: 0.3,
          p99TargetMs: 20,
        },
      ];
      return results;
    } finally {
      for (const watcher of watchers) watcher.close();
      agent.destroy();
      await database.close();
      await server.stop();
    }
  },
};

const round = (ms: number) => Math.round(ms * 100) / 100;

function latencies(values: number[], seconds: number, errors: number): LoadResult {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  return {
    requestsPerSecond: values.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    non2xx: 0,
  };
}

function scoringLedger(database: DatabaseHandle): Ledger {
  const ledger = createLedger(database.sql);
  const exchange = createExchangeService(database.sql);
  let rates: Awaited<ReturnType<typeof exchange.read>>['rates'] | undefined;
  const deps = {
    rates: async (tx: Parameters<typeof exchange.read>[0]) =>
      (rates ??= (await exchange.read(tx)).rates),
    categoriesOf: async (tx: Parameters<typeof exchange.read>[0], provider: string, id: string) =>
      (await gameBonusFacts(tx, provider, id))?.categories ?? null,
    nameOf: async (tx: Parameters<typeof exchange.read>[0], userId: number) =>
      (await playerRecord(tx, userId))?.name,
  };
  ledger.onStake(tournamentStakeHook(deps));
  ledger.onMovement(tournamentWinHook(deps));
  return ledger;
}

async function insertPlayers(database: DatabaseHandle, count: number): Promise<number[]> {
  const rows = await database.sql.query<{ id: number }>(
    `insert into users (email, password_hash, currency_code, name)
     select 'tournament-' || g || '-' || $2 || '@bench.test', 'not-a-hash', 'INR', 'Bench ' || g
     from generate_series(1, $1) g returning id`,
    [count, Date.now()],
  );
  return rows.map((row) => Number(row.id));
}

async function fund(database: DatabaseHandle, userIds: number[]) {
  const ledger = createLedger(database.sql);
  for (let start = 0; start < userIds.length; start += 32) {
    await Promise.all(
      userIds.slice(start, start + 32).map((userId) =>
        ledger.deposit({
          key: `bench-tournament-deposit-${userId}`,
          userId,
          currency: 'INR',
          amount: 100_000_000n,
          provider: 'bench',
        }),
      ),
    );
  }
}

/** A tournament an hour ahead on the slot, automatic entry, stake scoring, every player in. */
async function insertTournament(database: DatabaseHandle, players: number[]): Promise<number> {
  const now = Date.now();
  const row = await database.sql.transaction((tx) =>
    repo.insert(
      tx,
      {
        startsAt: new Date(now + 3_600_000).toISOString(),
        endsAt: new Date(now + 7_200_000).toISOString(),
        timeZone: 'UTC',
        games: [{ alias: GAME, provider: 'jackdaw', name: 'Fruit Classic' }],
        categories: [],
        reportingCurrency: 'INR',
        currencies: [],
        scoring: 'stake',
        minStake: 100n,
        entry: 'automatic',
        prizes: [{ placeFrom: 1, placeTo: 10, kind: 'money', amount: '100000' }],
        bannerUrl: null,
        texts: LANGUAGE_CODES.map((language) => ({
          language,
          title: 'Bench race',
          description: '',
          rules: '',
        })),
      },
      null,
    ),
  );
  await database.sql.query(
    `insert into tournament_entries (tournament_id, user_id, currency_code, name, points)
     select $1, id, 'INR', 'B***' || (id % 10), (random() * 5000000)::bigint
     from unnest($2::int[]) id`,
    [row.id, players],
  );
  await database.sql.query('analyze tournament_entries');
  return row.id;
}

/**
 * Bets at `rate` per second for `seconds`, WORKERS at a time, each worker betting for its own
 * bettors (no two bets of one player in flight). `after` runs once a bet committed.
 */
async function bets(
  ledger: Ledger,
  bettors: number[],
  rate: number,
  seconds: number,
  after?: (n: number, userId: number, committed: number) => Promise<void>,
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let issued = 0;
  const start = performance.now();
  const end = start + seconds * 1_000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      const own = bettors.filter((_, i) => i % WORKERS === worker);
      let turn = 0;
      for (;;) {
        const n = issued++;
        const due = start + (n * 1_000) / rate;
        if (due >= end) return;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const userId = own[turn++ % own.length]!;
        const roundId = randomUUID();
        const began = performance.now();
        try {
          await ledger.bet({
            key: `bench-tournament:${roundId}`,
            userId,
            currency: 'INR',
            amount: STAKE,
            provider: 'jackdaw',
            metadata: { roundId, game: GAME },
          });
          const committed = performance.now();
          times.push(committed - began);
          await after?.(n, userId, committed);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1_000;
  return { ...latencies(times, elapsed, errors) };
}

function fakeBoard(tournamentId: number, version: number): WireBoard {
  return {
    t: tournamentId,
    v: version,
    at: new Date().toISOString(),
    n: 0,
    s: 'running',
    k: 'stake',
    c: 'INR',
    f: false,
    r: [],
  };
}

interface Watcher {
  ready: Promise<void>;
  boards: { version: number; at: number }[];
  readonly failed: boolean;
  close(): void;
}

/** One SSE stream of the board: each board's version and arrival time (stamped on arrival). */
function watch(agent: Agent, port: number, tournamentId: number): Watcher {
  const boards: { version: number; at: number }[] = [];
  let failed = false;
  let ready!: () => void;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  const req = request(
    {
      agent,
      host: '127.0.0.1',
      port,
      path: `/api/v1/tournament/${tournamentId}/leaderboard/stream`,
      headers: { accept: 'text/event-stream' },
    },
    (response) => {
      if (response.statusCode !== 200) {
        failed = true;
        ready();
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: (\d+)$/m.exec(block);
          if (id) {
            boards.push({ version: Number(id[1]), at });
            ready();
          }
        }
      });
      response.on('error', () => undefined);
    },
  );
  req.on('error', () => {
    failed = true;
    ready();
  });
  req.end();
  return {
    ready: whenReady,
    boards,
    get failed() {
      return failed;
    },
    close: () => req.destroy(),
  };
}

/** The app in a process of its own (lib/stream-server.ts), its broadcast job running. */
async function startServer(url: string) {
  const child: ChildProcess = fork(join(repoRoot, 'bench/lib/stream-server.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'production',
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
    child.once('exit', (code) => reject(new Error(`tournament server exited with ${code}`)));
    child.on('message', (message: { port?: number }) => {
      if (message.port) resolve(message.port);
    });
  });
  return {
    port,
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
