import { randomUUID } from 'node:crypto';
import {
  ORIGINALS_LAUNCH_PREFIX,
  originalsBetCall,
  originalsSessionCall,
  type DiceParams,
  type OriginalsBetBody,
  type OriginalsSessionBody,
  type OriginalsSessionResponse,
} from '@jackdaw/contracts';
import { warmedRun, type LoadResult } from './load.js';
import { SPIN_BET, type SpinPlayer } from './spin-players.js';

/*
 * Dice players for the dice bench (scenarios/dice.ts): the spin bench's players (signed up,
 * funded) holding a real originals session on the dice game too; and the load that bets them.
 */

/** Over 50.50, a 49.5 % chance at 2×: the bet the game client opens with (apps/play defaults). */
export const DICE_PARAMS: DiceParams = { target: 5050, direction: 'over' };

/**
 * Launches the catalogue's `dice` (provider jackdaw) for `player` as the site does and opens its
 * originals session: the player's real money, the same wallet its spins move.
 */
export async function openDiceSession(url: string, player: SpinPlayer): Promise<string> {
  const launched = await fetch(`${url}/api/v1/games/init-by-alias/dice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: '{}',
  });
  if (!launched.ok) throw new Error(`dice launch failed: ${await launched.text()}`);
  const launchUrl = ((await launched.json()) as { url: string }).url;
  if (!launchUrl.startsWith(ORIGINALS_LAUNCH_PREFIX)) {
    throw new Error(`dice launched at ${launchUrl}, not an originals URL`);
  }
  const body: OriginalsSessionBody = {
    launchToken: launchUrl.slice(ORIGINALS_LAUNCH_PREFIX.length),
  };
  const opened = await fetch(url + originalsSessionCall.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!opened.ok) throw new Error(`dice session failed: ${await opened.text()}`);
  const session = (await opened.json()) as OriginalsSessionResponse;
  if (session.mode !== 'real') throw new Error(`dice session opened in ${session.mode} mode`);
  return session.sessionToken;
}

/**
 * One dice session per player, betting back to back for `seconds` on a keep-alive connection
 * each, at the spins' stake (SPIN_BET) so that both move the same money per call. A dice round
 * settles in its one call: no state carries between bets, only the session.
 */
export function diceLoad(url: string, sessions: string[], seconds: number): Promise<LoadResult> {
  const idle = [...sessions];
  return warmedRun(
    {
      url,
      connections: sessions.length,
      requests: [
        {
          method: 'POST',
          path: originalsBetCall.path,
          headers: { 'content-type': 'application/json' },
          setupRequest(request, context) {
            const sessionToken = idle.pop();
            if (!sessionToken) throw new Error('more calls in flight than players');
            (context as { sessionToken?: string }).sessionToken = sessionToken;
            const bet: OriginalsBetBody = {
              sessionToken,
              roundId: randomUUID(),
              bet: SPIN_BET,
              params: DICE_PARAMS,
            };
            return { ...request, body: JSON.stringify(bet) };
          },
          onResponse(_status, _body, context) {
            idle.push((context as { sessionToken: string }).sessionToken);
          },
        },
      ],
    },
    1,
    seconds,
  );
}
