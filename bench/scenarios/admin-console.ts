import { openDatabase } from '../../apps/api/src/db/client.js';
import {
  sampleSequential,
  staffClient,
  staffSession,
  startAdminServer,
  type Answer,
  type Sampled,
} from '../lib/admin-http.js';
import {
  FIRST_NAMES,
  HEAVY_EVERY,
  LAST_NAMES,
  seedAdminDatabase,
  TLDS,
  type AdminSeedSize,
} from '../lib/admin-seed.js';
import { short, type LoadResult } from '../lib/load.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * The back-office at scale (issue 20): 1,000,000 players and 10,000,000 ledger entries seeded in
 * SQL on a throwaway PostgreSQL database (lib/admin-seed.ts), then the console's calls through the
 * built server with the demo admin's session, one request at a time: player search by e-mail
 * prefix and by id (p99 ≤ 50 ms), the dashboard (≤ 200 ms), a player's ledger page followed by
 * its keyset cursor (≤ 50 ms). The baseline is `GET /admin/me` on the same session and connection
 * (the staff session check and the JSON answer with no query of its own), measured before and
 * after each call. Short mode (CI) seeds 20,000 players and 200,000 entries.
 *
 * BENCH_ADMIN_PLAYERS / BENCH_ADMIN_ENTRIES change the sizes; BENCH_ADMIN_KEEP=1 keeps the seeded
 * database for the next run (which reuses it) instead of dropping it; BENCH_ADMIN_SAMPLES sets the
 * measured requests per call.
 */
const size: AdminSeedSize = {
  players: Number(process.env.BENCH_ADMIN_PLAYERS ?? (short ? 20_000 : 1_000_000)),
  entries: Number(process.env.BENCH_ADMIN_ENTRIES ?? (short ? 200_000 : 10_000_000)),
};
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? (short ? 60 : 500));
const WARMUP = short ? 10 : 50;
/** Pages of one player's ledger read before going on to the next player. */
const PAGES_DEEP = 10;
const PAGE = 50;
const players = '/api/v1/admin/players';

export const adminConsole: Scenario = {
  name: 'admin',
  databases: ['postgres'],
  async run(env) {
    const url = env.DATABASE_URL!;
    const keep = process.env.BENCH_ADMIN_KEEP === '1';
    const seeded = await seedAdminDatabase(url, size, { keep });
    try {
      const foldSeconds = await foldReports(seeded.url);
      console.log(`admin: ${JSON.stringify(seeded.counts)}`);
      const settings = {
        players: seeded.counts.users!,
        entries: seeded.counts.wallet_entries!,
        seedSeconds: seeded.seedSeconds,
        ...(foldSeconds !== undefined && { reportFoldSeconds: foldSeconds }),
      };
      return await measure(seeded.url, settings);
    } finally {
      if (!keep) await seeded.drop();
    }
  },
};

/**
 * The reports module's own fold (the daily roll-ups the dashboard reads), run to the end before
 * the server starts so that its first timer fold finds nothing left; answers its seconds, or
 * undefined when the module is not there. Loaded by a computed path: the bench runs before and
 * after that module exists.
 */
async function foldReports(url: string): Promise<number | undefined> {
  const path = '../../apps/api/src/modules/reports/index.js';
  const reports = (await import(path).catch(() => undefined)) as
    | {
        createRollups?: (sql: unknown, options: { lagMs: number }) => { fold(): Promise<boolean> };
      }
    | undefined;
  if (!reports?.createRollups) return undefined;
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    // Each fold takes what moved since its watermarks; the watermarks' ids stop moving once
    // everything seeded is folded (the rounds' time mark moves on every fold).
    const marks = async () =>
      JSON.stringify(
        await handle.sql.query('select source, last_id::text from report_watermarks order by 1'),
      );
    const rollups = reports.createRollups(handle.sql, { lagMs: 0 });
    const started = performance.now();
    for (let round = 0; round < 1000; round++) {
      const before = await marks();
      // False: another folder holds the lock (a server's fold still running): wait for it.
      if (!(await rollups.fold())) {
        await new Promise((done) => setTimeout(done, 1000));
        continue;
      }
      if ((await marks()) === before) break;
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`admin: report roll-ups folded in ${seconds} s`);
    return seconds;
  } finally {
    await handle.close();
  }
}

/** A small seeded generator: the same requests on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function measure(
  databaseUrl: string,
  settings: Record<string, number>,
): Promise<ScenarioResult[]> {
  const server = await startAdminServer(databaseUrl);
  const token = await staffSession(server.url);
  const client = staffClient(server.url, token);
  try {
    const pick = random(20);
    const anyPlayer = () => 1 + Math.floor(pick() * size.players);
    const calls: { label: string; target: number; next: (previous?: Answer) => string }[] = [
      {
        // The search reads a text with `@` as an e-mail prefix (player-admin searchKind):
        // `player418273@`, `player418273@exa`, … the whole address.
        label: 'search by e-mail prefix',
        target: 50,
        next: () => {
          const id = anyPlayer();
          const domain = `example.${TLDS[id % TLDS.length]}`;
          const q = `player${id}@${domain.slice(0, Math.floor(pick() * (domain.length + 1)))}`;
          return `${players}?q=${encodeURIComponent(q)}`;
        },
      },
      {
        // Not a target of the issue: a name prefix (2 letters to the whole first or last name)
        // matches tens of thousands of players at full size.
        label: 'search by name prefix',
        target: 50,
        next: () => {
          const names = pick() < 0.5 ? FIRST_NAMES : LAST_NAMES;
          const name = names[Math.floor(pick() * names.length)]!;
          const q = name.slice(0, 2 + Math.floor(pick() * (name.length - 1)));
          return `${players}?q=${encodeURIComponent(q)}`;
        },
      },
      { label: 'search by id', target: 50, next: () => `${players}?q=${anyPlayer()}` },
      { label: 'dashboard (30 days)', target: 200, next: () => '/api/v1/admin/dashboard?days=30' },
      {
        label: `ledger page (${PAGE}, up to ${PAGES_DEEP} pages deep)`,
        target: 50,
        next: ledgerWalk(),
      },
    ];
    const baseline = () =>
      sampleSequential(client.get, () => '/api/v1/admin/me', { warmup: WARMUP, samples: SAMPLES });

    const results: ScenarioResult[] = [];
    for (const call of calls) {
      const probe = await client.get(call.next());
      if (probe.status === 404 && /Route .* not found/.test(probe.body)) {
        console.log(`admin: ${call.label}: the call is not there yet, skipped`);
        continue;
      }
      console.log(`admin: ${call.label}: ${probe.status} ${probe.body.slice(0, 160)}…`);
      const before = await baseline();
      const subject = await sampleSequential(client.get, call.next, {
        warmup: WARMUP,
        samples: SAMPLES,
      });
      const after = await baseline();
      results.push({
        label: call.label,
        subject,
        baseline: mean(before, after),
        baselineName: 'GET /admin/me',
        // Throughput is not a target here (one request at a time): the p99 is.
        target: 0,
        p99TargetMs: call.target,
        settings: {
          ...settings,
          samples: subject.samples,
          p95ms: subject.p95,
          baselineP95ms: Math.round(((before.p95 + after.p95) / 2) * 100) / 100,
        },
      });
    }
    return results;
  } finally {
    client.close();
    await server.stop();
  }
}

/**
 * The ledger pages of the players with a long history (every HEAVY_EVERY-th id, about 1,000
 * transactions each): the first page, then each next one by the answer's cursor, PAGES_DEEP deep,
 * then the next such player.
 */
function ledgerWalk() {
  let player = 0;
  let depth = 0;
  const heavy = Math.floor(size.players / HEAVY_EVERY);
  return (previous?: Answer) => {
    const cursor =
      previous && previous.status === 200
        ? (JSON.parse(previous.body) as { nextCursor?: string | null }).nextCursor
        : null;
    if (cursor && depth < PAGES_DEEP) {
      depth++;
      return `${players}/${(player % heavy) * HEAVY_EVERY + HEAVY_EVERY}/ledger?cursor=${cursor}&limit=${PAGE}`;
    }
    player++;
    depth = 1;
    return `${players}/${(player % heavy) * HEAVY_EVERY + HEAVY_EVERY}/ledger?limit=${PAGE}`;
  };
}

function mean(before: Sampled, after: Sampled): LoadResult {
  const half = (pick: (result: Sampled) => number) =>
    Math.round(((pick(before) + pick(after)) / 2) * 100) / 100;
  return {
    requestsPerSecond: half((result) => result.requestsPerSecond),
    p50: half((result) => result.p50),
    p99: half((result) => result.p99),
    errors: before.errors + after.errors,
    non2xx: before.non2xx + after.non2xx,
  };
}
