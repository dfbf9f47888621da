import { bracketed, short, type LoadResult } from '../lib/load.js';
import { diceLoad, openDiceSession } from '../lib/dice-players.js';
import { startJackdaw } from '../lib/processes.js';
import {
  openSpinPlayers,
  resumeSpinPlayers,
  spinLoad,
  SPIN_BET,
  type SpinPlayer,
} from '../lib/spin-players.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * Real-money dice bets through the whole stack (HTTP → originals session → seed pair and nonce →
 * the player's accounts locked → fair roll → bet, win and round row in one transaction), next to
 * the own studio's slot spins measured the same way in the same run: one server per player
 * count, the same funded players holding a dice session and a fruit-slot session, the same
 * stake, the same seconds, the spins just before and just after the dice (the mean of the two).
 * A dice round does less than a spin (one roll, no reels, no free spins), so the aim is at least
 * the spins' throughput, and, as for spins, a p99 of at most 50 ms at 64 players. PostgreSQL
 * only, as the spin bench: the figure the issue asks for.
 */
const secret = 'bench-dice-secret-0123456789abcdef01234';
const PLAYER_COUNTS = [8, 64];
const seconds = () => (short ? 3 : 10);
/** The server's pool: one connection per player in flight (at least the default 10). */
const poolSize = (players: number) => Math.max(10, players);

export const diceScenario: Scenario = {
  name: 'dice',
  databases: ['postgres'],
  async run(env) {
    if (!env.DATABASE_URL)
      throw new Error('the dice bench runs on PostgreSQL (BENCH_DATABASE_URL)');
    const rows: ScenarioResult[] = [];
    for (const players of PLAYER_COUNTS) {
      rows.push({
        ...(await diceAndSpins(env, players)),
        label: `${players} players`,
        baselineName: `slot spins, ${players} players`,
        settings: { players, serverPoolSize: poolSize(players), bet: SPIN_BET, seconds: seconds() },
        target: 1,
        ...(players === 64 && { p99TargetMs: 50 }),
      });
    }
    return rows;
  },
};

/** One server (as the spin bench starts it) and `players` players for both games. */
async function diceAndSpins(
  env: Record<string, string>,
  players: number,
): Promise<{ subject: LoadResult; baseline: LoadResult }> {
  const jackdaw = await startJackdaw({
    ...env,
    GAME_WALLET_SECRETS: `bench=${secret}`,
    DATABASE_POOL_SIZE: String(poolSize(players)),
    // Each player signs up from an address of its own (sign-up allows 20 a minute from one).
    TRUST_PROXY: 'true',
  });
  try {
    const spinners: SpinPlayer[] = await openSpinPlayers(jackdaw.url, players, {
      secret,
      prefix: 'dice',
      subnet: 78,
    });
    const sessions: string[] = [];
    for (const player of spinners) sessions.push(await openDiceSession(jackdaw.url, player));
    return await bracketed(
      () => diceLoad(jackdaw.url, sessions, seconds()),
      // The spins run twice: the second starts from the free spins the first left unfinished.
      async () => {
        await resumeSpinPlayers(jackdaw.url, spinners);
        return spinLoad(jackdaw.url, spinners, seconds());
      },
    );
  } finally {
    await jackdaw.stop();
  }
}
