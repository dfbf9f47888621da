import { createHmac, randomUUID } from 'node:crypto';
import type { PlaySessionResponse } from '@jackdaw/contracts';
import { registerPlayer } from './http.js';
import { warmedRun, type LoadResult } from './load.js';

/*
 * Own-studio players for the spin benches (spin.ts, bonus-spin.ts): signed up, funded through the
 * seamless wallet and holding a real play session on the fruit slot; and the load that spins them.
 */

/** The total bet of every paid spin, in INR minor units. */
export const SPIN_BET = 1000;

export interface SpinPlayer {
  token: string;
  sessionToken: string;
  /** The round whose free spins are to play next, and the next spin's number. */
  feature: { roundId: string; spin: number } | null;
}

/**
 * Registers player `n` (from an address of its own: sign-up allows 20 a minute from one), funds
 * it with a win the `bench` game provider signs with `secret`, and opens a real session.
 */
export async function openSpinPlayer(
  url: string,
  n: number,
  options: { secret: string; prefix: string; subnet: number },
): Promise<SpinPlayer> {
  const address = `10.${options.subnet}.${n >> 8}.${n & 255}`;
  const { token, id: playerId } = await registerPlayer(url, `${options.prefix}-${n}`, address);
  // A win without a bet is credited as real money: the player's stake for the whole run.
  const fund = JSON.stringify({
    playerId,
    currency: 'INR',
    amount: 9_999_999_999, // MAX_TRANSACTION_AMOUNT.INR: the largest single movement
    transactionId: `bench-${options.prefix}-fund-${playerId}-${Date.now()}`,
    roundId: `bench-${options.prefix}-fund-${playerId}`,
    gameId: 'fruit-classic',
  });
  const funded = await fetch(`${url}/api/v1/game-wallet/bench/win`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', options.secret).update(fund).digest('hex'),
    },
    body: fund,
  });
  if (!funded.ok) throw new Error(`funding failed: ${await funded.text()}`);
  const session = await openSlotSession(url, token);
  return { token, sessionToken: session.sessionToken, feature: null };
}

/** Launches the fruit slot for the player signed in with `token` and opens its real session. */
async function openSlotSession(url: string, token: string): Promise<PlaySessionResponse> {
  const post = async (path: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${path} failed: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const auth = { authorization: `Bearer ${token}` };
  const launch = (await post('/api/v1/games/init-by-alias/fruit-classic', {}, auth)) as {
    url: string;
  };
  return (await post('/api/v1/play/sessions', {
    launchToken: launch.url.replace('/play/', ''),
  })) as PlaySessionResponse;
}

/**
 * Puts each player's `feature` back in line with the server before another run of the same
 * players: a run ends by dropping the answers still in flight, and a spin among them that
 * awarded free spins would leave its player's paid spins refused (PLAY.FREE_SPINS_PENDING) all
 * through the next run. A fresh session names the unfinished feature, as a reconnecting game
 * client learns it.
 */
export async function resumeSpinPlayers(url: string, players: SpinPlayer[]): Promise<void> {
  for (const player of players) {
    const { sessionToken, freeSpins } = await openSlotSession(url, player.token);
    player.sessionToken = sessionToken;
    player.feature = freeSpins ? { roundId: freeSpins.roundId, spin: freeSpins.played + 1 } : null;
  }
}

/**
 * `players` spinning back to back for `seconds`, one keep-alive connection each: a paid spin
 * that awards free spins is followed by its free spins (a paid spin is refused meanwhile), as a
 * game client plays. A paid spin and a free spin each count as one spin.
 */
export function spinLoad(url: string, players: SpinPlayer[], seconds: number): Promise<LoadResult> {
  const idle = [...players];
  return warmedRun(
    {
      url,
      connections: players.length,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest(request, context) {
            const player = idle.pop();
            if (!player) throw new Error('more calls in flight than players');
            (context as { player?: SpinPlayer }).player = player;
            const { feature, sessionToken } = player;
            return {
              ...request,
              path: `/api/v1/play/${feature ? 'free-spin' : 'spin'}`,
              body: JSON.stringify(
                feature
                  ? { sessionToken, roundId: feature.roundId, spin: feature.spin }
                  : { sessionToken, roundId: randomUUID(), bet: SPIN_BET },
              ),
            };
          },
          onResponse(status, body, context) {
            const { player } = context as { player: SpinPlayer };
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
    seconds,
  );
}

/**
 * `count` players (openSpinPlayer), eight at a time as the spin bench opens them: each sign-up
 * hashes a password with argon2, and more at once would only queue on the server's cores.
 */
export async function openSpinPlayers(
  url: string,
  count: number,
  options: { secret: string; prefix: string; subnet: number },
): Promise<SpinPlayer[]> {
  const players: SpinPlayer[] = [];
  for (let first = 0; first < count; first += 8) {
    const batch = Array.from({ length: Math.min(8, count - first) }, (_, n) => first + n);
    players.push(...(await Promise.all(batch.map((n) => openSpinPlayer(url, n, options)))));
  }
  return players;
}
