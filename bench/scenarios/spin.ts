import { createHmac, randomUUID } from 'node:crypto';
import { registerPlayer } from '../lib/http.js';
import { bracketed, short, warmedRun, type LoadResult } from '../lib/load.js';
import { PGBENCH_SCALE, withPgbench } from '../lib/pgbench.js';
import { startJackdaw } from '../lib/processes.js';
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
const BET = 1000;
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

interface Player {
  sessionToken: string;
  /** The round whose free spins are to play next, and the next spin's number. */
  feature: { roundId: string; spin: number } | null;
}

/**
 * `players` players, each spinning back to back on a keep-alive connection of its own: each call
 * takes a player not in flight and gives it back with its answer, so a spin that awards free
 * spins is followed by its free spins (a paid spin is refused meanwhile), as a game client plays.
 * A paid spin and a free spin each count as one spin. autocannon's raw sockets cost the load
 * generator a fraction of node:http's CPU, which on two cores would count against the server.
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
    const idle: Player[] = [];
    for (let first = 0; first < players; first += 8) {
      const batch = Array.from({ length: Math.min(8, players - first) }, (_, n) => first + n);
      idle.push(...(await Promise.all(batch.map((n) => openPlayer(jackdaw.url, n)))));
    }
    return await warmedRun(
      {
        url: jackdaw.url,
        connections: players,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest(request, context) {
              const player = idle.pop();
              if (!player) throw new Error('more calls in flight than players');
              (context as { player?: Player }).player = player;
              const { feature, sessionToken } = player;
              return {
                ...request,
                path: `/api/v1/play/${feature ? 'free-spin' : 'spin'}`,
                body: JSON.stringify(
                  feature
                    ? { sessionToken, roundId: feature.roundId, spin: feature.spin }
                    : { sessionToken, roundId: randomUUID(), bet: BET },
                ),
              };
            },
            onResponse(status, body, context) {
              const { player } = context as { player: Player };
              if (status === 200) {
                const { freeSpins } = JSON.parse(body) as {
                  freeSpins: { roundId: string; played: number } | null;
                };
                player.feature = freeSpins
                  ? { roundId: freeSpins.roundId, spin: freeSpins.played + 1 }
                  : null;
              }
              idle.push(player);
            },
          },
        ],
      },
      1,
      seconds(),
    );
  } finally {
    await jackdaw.stop();
  }
}

/** Registers a player, funds them through the seamless wallet and opens a real session. */
async function openPlayer(url: string, n: number): Promise<Player> {
  const post = async (path: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${path} failed: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const address = `10.77.${n >> 8}.${n & 255}`;
  const { token, id: playerId } = await registerPlayer(url, `spin-${n}`, address);
  const auth = { authorization: `Bearer ${token}` };
  // A win without a bet is credited as real money: the player's stake for the whole run.
  const fund = JSON.stringify({
    playerId,
    currency: 'INR',
    amount: 9_999_999_999, // MAX_TRANSACTION_AMOUNT.INR: the largest single movement
    transactionId: `bench-spin-fund-${playerId}-${Date.now()}`,
    roundId: `bench-spin-fund-${playerId}`,
    gameId: 'fruit-classic',
  });
  const funded = await fetch(`${url}/api/v1/game-wallet/bench/win`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(fund).digest('hex'),
    },
    body: fund,
  });
  if (!funded.ok) throw new Error(`funding failed: ${await funded.text()}`);
  const launch = (await post('/api/v1/games/init-by-alias/fruit-classic', {}, auth)) as {
    url: string;
  };
  const session = (await post('/api/v1/play/sessions', {
    launchToken: launch.url.replace('/play/', ''),
  })) as { sessionToken: string };
  return { sessionToken: session.sessionToken, feature: null };
}
