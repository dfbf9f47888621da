// The tournaments module's public face (README.md in this folder): what app.ts wires, the demo
// seed. Its routes rely on what the auth plugin declares on Fastify's types.
import { TOURNAMENT_STREAM_INTERVAL_MS, type CurrencyCode } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import type {} from '../auth/index.js';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import type { AuditService } from '../audit/index.js';
import type { Grants } from '../bonuses/index.js';
import { gameBonusFacts } from '../games/index.js';
import type { Notifier } from '../notifications/index.js';
import type { Realtime } from '../realtime/index.js';
import type { ExchangeService, Rates } from '../reports/index.js';
import type { UploadsService } from '../uploads/index.js';
import { playerRecord, playersByIds } from '../users/index.js';
import type { Ledger } from '../wallet/index.js';
import { broadcastBoards } from './leaderboard.js';
import { tournamentStakeHook, tournamentWinHook, type ScoringDeps } from './scoring.js';
import { finishDue, type SettleDeps } from './settle.js';
import { createTournamentsAdmin } from './tournaments-admin.js';
import { tournamentsAdminRoutes } from './tournaments-admin.routes.js';
import { tournamentsRoutes } from './tournaments.routes.js';
import { createTournamentsService } from './tournaments.service.js';

export { seedDemoTournaments } from './demo.js';
export type { TournamentsService } from './tournaments.service.js';
export type { TournamentsAdmin } from './tournaments-admin.js';

/**
 * How often each instance looks for a moved leaderboard: half the streams' pacing, so a change
 * waits at most one pacing interval on its way to a watcher.
 */
export const BROADCAST_INTERVAL_MS = TOURNAMENT_STREAM_INTERVAL_MS / 2;
/** How often the finisher looks for ended tournaments and pending prizes. */
export const FINISH_INTERVAL_MS = 5_000;
/** How long an instance keeps the exchange rates it read for scoring. */
const RATES_TTL_MS = 60_000;

/**
 * Exchange rates read in the caller's transaction, kept a minute by this instance: the scoring
 * hook converts every qualifying stake, and a bet's transaction may not wait on another
 * connection (PGlite has one).
 */
function ratesIn(exchange: Pick<ExchangeService, 'read'>) {
  let kept: { at: number; rates: Rates } | undefined;
  return async (tx: SqlSession): Promise<Rates> => {
    if (kept && Date.now() - kept.at < RATES_TTL_MS) return kept.rates;
    const { rates } = await exchange.read(tx);
    kept = { at: Date.now(), rates };
    return rates;
  };
}

export interface TournamentsDeps {
  sql: SqlRunner;
  ledger: Ledger;
  realtime: Pick<Realtime, 'broadcast' | 'subscribe'>;
  exchange: Pick<ExchangeService, 'read'>;
  notifier: Notifier;
  grants: Pick<Grants, 'open'>;
  offers: SettleDeps['offers'];
  /** A bonus offer's name, or null (the console's offer brief). */
  offerBrief(executor: SqlSession, id: number): Promise<{ name: string } | null>;
  audit: AuditService;
  uploads: UploadsService;
  /** An active catalogue game by alias (games service), or null. */
  gameOf(alias: string): Promise<{ provider: string; name: string } | null>;
}

/**
 * Builds the module and joins the ledger: points are scored in every bet's (`onStake`) and
 * win's (`onMovement`) transaction from here on.
 *
 * @example
 * const tournaments = createTournaments({ sql, ledger, realtime, exchange, … });
 * await registerTournaments(api, tournaments);
 */
export function createTournaments(deps: TournamentsDeps) {
  const rates = ratesIn(deps.exchange);
  const scoring: ScoringDeps = {
    rates,
    async categoriesOf(tx, provider, gameId) {
      return (await gameBonusFacts(tx, provider, gameId))?.categories ?? null;
    },
    async nameOf(tx, userId) {
      return (await playerRecord(tx, userId))?.name;
    },
  };
  deps.ledger.onStake(tournamentStakeHook(scoring));
  deps.ledger.onMovement(tournamentWinHook(scoring));

  const service = createTournamentsService({
    sql: deps.sql,
    offerName: async (executor, id) => (await deps.offerBrief(executor, id))?.name ?? null,
    async playerOf(tx, userId) {
      const player = await playerRecord(tx, userId);
      return player && { name: player.name, currency: player.currency as CurrencyCode };
    },
  });
  const admin = createTournamentsAdmin({
    sql: deps.sql,
    audit: deps.audit,
    uploads: deps.uploads,
    service,
    gameOf: deps.gameOf,
    offerExists: async (executor, id) => (await deps.offerBrief(executor, id)) !== null,
    async namesOf(executor, ids) {
      const players = await playersByIds(executor, ids);
      return new Map(players.map((player) => [player.id, player.name || player.email]));
    },
  });
  const settle: SettleDeps = {
    sql: deps.sql,
    ledger: deps.ledger,
    rates,
    offers: deps.offers,
    grants: deps.grants,
    notifier: deps.notifier,
  };
  return {
    service,
    admin,
    realtime: deps.realtime,
    /** One pass of the finisher (the periodic job's work; tests call it directly). */
    finishDue: () => finishDue(settle),
    /** One pass of the leaderboard broadcast. */
    broadcast: () => broadcastBoards(deps.sql, deps.realtime),
  };
}

export type Tournaments = ReturnType<typeof createTournaments>;

/**
 * Registers the player's and the console's calls (inside the API prefix), and runs the
 * leaderboard broadcast and the finisher from onReady to onClose. Both jobs are safe on any
 * number of instances: the broadcast of a version and the settlement are claimed in the database.
 */
export async function registerTournaments(
  api: FastifyInstance,
  tournaments: Tournaments,
  options: { broadcastMs?: number; finishMs?: number } = {},
): Promise<void> {
  await api.register(tournamentsRoutes, {
    service: tournaments.service,
    realtime: tournaments.realtime,
  });
  await api.register(tournamentsAdminRoutes, { admin: tournaments.admin });
  const broadcaster = createPeriodicJob({
    name: 'tournament leaderboard broadcast',
    run: tournaments.broadcast,
    intervalMs: options.broadcastMs ?? BROADCAST_INTERVAL_MS,
    log: api.log,
  });
  const finisher = createPeriodicJob({
    name: 'tournament finish',
    run: tournaments.finishDue,
    intervalMs: options.finishMs ?? FINISH_INTERVAL_MS,
    log: api.log,
  });
  api.addHook('onReady', async () => {
    broadcaster.start();
    finisher.start();
  });
  api.addHook('onClose', async () => {
    await broadcaster.stop();
    await finisher.stop();
  });
}
