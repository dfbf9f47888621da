import { randomUUID } from 'node:crypto';
import type {
  OriginalGameId,
  OriginalsRoundResponse,
  OriginalsSessionResponse,
} from '@jackdaw/contracts';
import {
  replayRound,
  type OriginalParams,
  type ParamsOf,
  type RoundAction,
  type RoundSeeds,
  type StepState,
} from '@jackdaw/games';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { nextAddress } from '../../../test/players.js';

/*
 * What the originals' API tests share: launching and opening an original, its calls, and a
 * planner that picks an action by its known result (the test reads the round's seeds from the
 * database, as only the server can before a rotation).
 */

/** Launches an original as the site does and answers the launch token of its URL. */
export async function originalsLaunch(
  app: FastifyInstance,
  game: OriginalGameId,
  playerToken?: string,
  mode: 'real' | 'demo' = playerToken ? 'real' : 'demo',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/games/${mode === 'demo' ? 'init-demo-by-alias' : 'init-by-alias'}/${game}`,
    headers: playerToken ? { authorization: `Bearer ${playerToken}` } : {},
    remoteAddress: nextAddress(),
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
  const url = (response.json() as { url: string }).url;
  const token = /^\/play\/originals\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
  if (!token) throw new Error(`unexpected launch url: ${url}`);
  return token;
}

export function originalsCall(app: FastifyInstance, call: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/play/originals/${call}`,
    remoteAddress: nextAddress(),
    payload,
  });
}

export async function openOriginal(
  app: FastifyInstance,
  game: OriginalGameId,
  playerToken?: string,
  mode?: 'real' | 'demo',
): Promise<OriginalsSessionResponse> {
  const launchToken = await originalsLaunch(app, game, playerToken, mode);
  const response = await originalsCall(app, 'sessions', { launchToken });
  if (response.statusCode !== 200) throw new Error(`session failed: ${response.body}`);
  return response.json();
}

/** A bet that must succeed. */
export async function betOk(
  app: FastifyInstance,
  body: { sessionToken: string; bet: number; params: object; roundId?: string },
): Promise<OriginalsRoundResponse> {
  const response = await originalsCall(app, 'bet', { roundId: randomUUID(), ...body });
  if (response.statusCode !== 200) throw new Error(`bet failed: ${response.body}`);
  return response.json();
}

/** An action that must succeed. */
export async function actOk(
  app: FastifyInstance,
  body: { sessionToken: string; roundId: string; step: number; action: RoundAction },
): Promise<OriginalsRoundResponse> {
  const response = await originalsCall(app, 'action', body);
  if (response.statusCode !== 200) throw new Error(`action failed: ${response.body}`);
  return response.json();
}

/** A round's seeds as the server holds them: its pair's, or its demo session's. */
export async function roundSeeds(database: DatabaseHandle, roundId: string): Promise<RoundSeeds> {
  const [row] = await database.sql.query<{
    server_seed: string;
    client_seed: string;
    nonce: number;
  }>(
    `select coalesce(p.server_seed, s.demo_server_seed) as server_seed, r.client_seed, r.nonce
     from play_rounds r join play_sessions s on s.id = r.session_id
     left join play_seed_pairs p on p.id = r.seed_pair_id
     where r.round_id = $1`,
    [roundId],
  );
  if (!row) throw new Error(`no round ${roundId}`);
  return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) };
}

export interface PlannedRound {
  game: 'mines' | 'hilo' | 'flip';
  seeds: RoundSeeds;
  bet: number;
  params: OriginalParams;
  maxWin: number;
}

const CANDIDATES: Record<PlannedRound['game'], RoundAction[]> = {
  mines: Array.from({ length: 25 }, (_, tile) => ({ type: 'reveal' as const, tile })),
  hilo: (['higher', 'lower', 'same'] as const).map((guess) => ({ type: 'guess' as const, guess })),
  flip: (['heads', 'tails'] as const).map((side) => ({ type: 'flip' as const, side })),
};

/** The next action that wins (`win`) or loses, found by replaying the round's known seeds. */
export function plan(round: PlannedRound, played: RoundAction[], win: boolean): RoundAction {
  for (const candidate of CANDIDATES[round.game]) {
    try {
      const state = replayRound(
        round.game,
        round.seeds,
        round.bet,
        round.params as ParamsOf['mines'],
        [...played, candidate],
        round.maxWin,
      ) as StepState;
      if ((state.status !== 'lost') === win) return candidate;
    } catch {
      // A revealed tile or an impossible guess: not a candidate.
    }
  }
  throw new Error(`no ${win ? 'winning' : 'losing'} action`);
}
