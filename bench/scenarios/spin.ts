import { bracketed, short, type LoadResult } from '../lib/load.js';
import { PGBENCH_SCALE, withPgbench } from '../lib/pgbench.js';
import { startJackdaw } from '../lib/processes.js';
import { openSpinPlayer, spinLoad, type SpinPlayer } from '../lib/spin-players.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * Real-money spins of the own studio through the whole stack (HTTP → session → seed pair and
 * nonce → the player's accounts locked → fair outcome → bet, win and round row in one
 * transaction), next to an outside baseline: PostgreSQL's own pgbench, its built-in TPC-B script
 * at scale 10 on the same server, with as many clients as there are players, just before and
 * just after the spins (the mean of the two). PostgreSQL only: pgbench has no embedded
 * counterpart. The aim: at least half of TPC-B's transactions per second, and a p99 of at most
 * 50 ms at 64 players.
 */
const secret = 'bench-spin-secret-0123456789abcdef01234';
const PLAYER_COUNTS = [8, 64];
const seconds = () => (short ? 3 : 10);
/** The server's pool: one connection per player in flight (at least the default 10). */
const poolSize = (players: number) => Math.max(10, players);

export const spinScenario: Scenario = {
  name: 'spin',
  databases: ['postgres'],
  async run(env) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error('the spin bench runs on PostgreSQL (BENCH_DATABASE_URL)');
    return withPgbench(url, async (pgbench) => {
      const rows: ScenarioResult[] = [];
      for (const players of PLAYER_COUNTS) {
        const measured = await bracketed(
          () => spins(env, players),
          () => pgbench.tpcb(players, seconds()),
        );
        rows.push({
          ...measured,
          label: `${players} players`,
          baselineName: `pgbench TPC-B, scale ${PGBENCH_SCALE}, ${players} clients`,
          settings: { players, serverPoolSize: poolSize(players), pgbenchClients: players },
          target: 0.5,
          ...(players === 64 && { p99TargetMs: 50 }),
        });
      }
      return rows;
    });
  },
};

/**
 * `players` players, each spinning back to back on a keep-alive connection of its own
 * (spinLoad). autocannon's raw sockets cost the load generator a fraction of node:http's CPU,
 * which on two cores would count against the server.
 */
async function spins(env: Record<string, string>, players: number): Promise<LoadResult> {
  const jackdaw = await startJackdaw({
    ...env,
    GAME_WALLET_SECRETS: `bench=${secret}`,
    DATABASE_POOL_SIZE: String(poolSize(players)),
    // Each player signs up from an address of its own (sign-up allows 20 a minute from one).
    TRUST_PROXY: 'true',
  });
  try {
    const idle: SpinPlayer[] = [];
    for (let first = 0; first < players; first += 8) {
      const batch = Array.from({ length: Math.min(8, players - first) }, (_, n) => first + n);
      idle.push(
        ...(await Promise.all(
          batch.map((n) => openSpinPlayer(jackdaw.url, n, { secret, prefix: 'spin', subnet: 77 })),
        )),
      );
    }
    return await spinLoad(jackdaw.url, idle, seconds());
  } finally {
    await jackdaw.stop();
  }
}
