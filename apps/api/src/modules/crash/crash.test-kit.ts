import { randomUUID } from 'node:crypto';
import type { CrashSessionResponse } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { fundedPlayer } from '../../../test/play.js';
import { nextAddress } from '../../../test/players.js';

/**
 * The crash tests' helpers: the game in the catalogue (until the catalogue lists it), launches,
 * sessions, and a short chain with a known secret end.
 */
export const CHAIN_SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const SALT = 'jackdaw-test-salt';

/** The crash settings of a test app: a short chain, known seed, no leader unless asked. */
export function crashConfig(
  config: Partial<Config['crash']> = {},
): Partial<Config> & { crash: Config['crash'] } {
  return {
    crash: {
      leader: false,
      chainLength: 3_000,
      salt: SALT,
      chainSeed: CHAIN_SEED,
      bettingMs: 6_000,
      endedMs: 100,
      ...config,
    },
  };
}

/** Adds the studio's crash game to the catalogue when it is not there yet. */
export async function ensureAviator(database: DatabaseHandle): Promise<void> {
  // A copy of a studio title's row, renamed: whatever columns the catalogue has by now.
  await database.sql.query(
    `insert into games
     select (jsonb_populate_record(null::games, to_jsonb(g) || jsonb_build_object(
       'id', (select max(id) + 1 from games), 'uuid', gen_random_uuid(), 'alias', 'aviator',
       'name', 'Aviator', 'external_id', 'aviator', 'freespins', false))).*
     from games g where g.alias = 'fruit-classic'
     and not exists (select 1 from games where alias = 'aviator')`,
  );
}

/** Launches a game as the site does and answers the launch token (the URL's last part). */
export async function launch(
  app: FastifyInstance,
  alias: string,
  playerToken?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/games/${playerToken ? 'init-by-alias' : 'init-demo-by-alias'}/${alias}`,
    headers: playerToken ? { authorization: `Bearer ${playerToken}` } : {},
    remoteAddress: nextAddress(),
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
  const token = /\/([A-Za-z0-9_-]{43})$/.exec((response.json() as { url: string }).url)?.[1];
  if (!token) throw new Error(`unexpected launch url: ${response.body}`);
  return token;
}

export function post(app: FastifyInstance, url: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    payload,
  });
}

export async function openCrash(
  app: FastifyInstance,
  playerToken?: string,
): Promise<CrashSessionResponse> {
  const response = await post(app, '/crash/sessions', {
    launchToken: await launch(app, 'aviator', playerToken),
  });
  if (response.statusCode !== 200) throw new Error(`crash session failed: ${response.body}`);
  return response.json();
}

/** A funded INR player with an open real crash session, and its actor. */
export async function realPlayer(app: FastifyInstance, database: DatabaseHandle, amount: bigint) {
  const player = await fundedPlayer(app, database, amount);
  const session = await openCrash(app, player.token);
  const actor = await app.crash.session(session.sessionToken);
  return { player, session, actor };
}

export const betId = () => randomUUID();

/** The test app's crash game ready to drive by hand: in the catalogue, chain made, lease held. */
export async function driveByHand(app: FastifyInstance, database: DatabaseHandle, config: Config) {
  await ensureAviator(database);
  await app.crash.chain.ensure({
    length: config.crash.chainLength,
    salt: config.crash.salt,
    seed: config.crash.chainSeed,
  });
  await app.crash.engine.drive.claim();
  return app.crash.engine.drive;
}

/** Moves the flying round's take-off `ms` into the past (instead of waiting that long). */
export async function fastForward(database: DatabaseHandle, ms: number): Promise<void> {
  await database.sql.query(
    `update crash_rounds set started_at = started_at - $1 * interval '1 millisecond'
     where phase = 'flying'`,
    [ms],
  );
}

/** The flying round as stored (its result included, which no answer shows before the end). */
export async function flyingRound(database: DatabaseHandle) {
  const [row] = await database.sql.query<{ id: number; result: number; elapsed: number }>(
    `select id, result, (extract(epoch from clock_timestamp() - started_at) * 1000)::float8 as elapsed
     from crash_rounds where phase = 'flying'`,
  );
  return row;
}
