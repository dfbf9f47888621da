import { createHmac, randomUUID } from 'node:crypto';
import { registerPlayer } from '../lib/http.js';
import { bracketed, short, warmedRun, type LoadResult } from '../lib/load.js';
import { startJackdaw } from '../lib/processes.js';
import type { Scenario } from './scenario.js';
import { rawBetBaseline } from './wallet.js';

/**
 * Real-money spins of the own studio through the whole stack (HTTP → session → seed pair and
 * nonce → ledger bet → fair outcome → ledger win → round row), against the wallet bench's raw
 * bet: the ledger's bet statements from a bare client, in the same run. A spin does more than a
 * bet (the win, the round, the nonce), hence a target of half the raw bet's rate.
 */
const secret = 'bench-spin-secret-0123456789abcdef01234';
/** Sign-up allows 20 a minute from one address; one request in flight per player. */
const PLAYERS = 16;
const BET = 1000;
const seconds = () => (short ? 3 : 10);

export const spinScenario: Scenario = {
  name: 'spin',
  async run(env) {
    const measured = await bracketed(
      () => viaHttp(env),
      () => rawBetBaseline(env),
    );
    return { ...measured, target: 0.5 };
  },
};

interface Player {
  sessionToken: string;
  /** The round whose free spins are to play next, and the next spin's number. */
  feature: { roundId: string; spin: number } | null;
}

/**
 * One keep-alive connection per player in flight: each call takes a player not in flight and
 * gives it back with its answer, so a spin that awards free spins is followed by its free spins
 * (a paid spin is refused meanwhile), as a game client plays. autocannon's raw sockets cost the
 * load generator a fraction of node:http's CPU, which on two cores would count against the server.
 */
async function viaHttp(env: Record<string, string>): Promise<LoadResult> {
  const jackdaw = await startJackdaw({ ...env, GAME_WALLET_SECRETS: `bench=${secret}` });
  try {
    const idle: Player[] = [];
    for (let n = 0; n < PLAYERS; n++) idle.push(await openPlayer(jackdaw.url, n));
    return await warmedRun(
      {
        url: jackdaw.url,
        connections: PLAYERS,
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
  const { token, id: playerId } = await registerPlayer(url, `spin-${n}`);
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
