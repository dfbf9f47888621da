// The landings module's public face (see auth/index.ts for the rule): the prize wheels' and game
// registration popups' texts, prizes and funnels, the sign-up tie and the prize reserved for the
// bonus engine, and the console's calls. README.md in this folder.
import type { FastifyInstance } from 'fastify';
import type {} from '../auth/index.js';
import type { SqlRunner } from '../../db/client.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import type { AuditService } from '../audit/index.js';
import type { OffersService } from '../bonuses/index.js';
import { createLandingsAdmin } from './landings-admin.js';
import { landingsAdminRoutes } from './landings-admin.routes.js';
import { landingsRoutes } from './landings.routes.js';
import { createLandingsService } from './landings.service.js';

export { createLandingsService, type LandingsService } from './landings.service.js';
export { createLandingsAdmin, type LandingsAdmin } from './landings-admin.js';
export { THEME_SLOTS, FALLBACK_SPINS_GAME } from './landings.rules.js';
export { seedDemoLandings } from './demo.js';

/** How often old visit ids are dropped. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Builds the landings' parts (no HTTP): the app registers `onRegistered` on the auth service,
 * `onMovement` on the ledger and `reservedPrizes` on the bonuses.
 *
 * @example
 * const landings = createLandings({ sql, offers: bonuses.offers });
 * auth.onRegistered(landings.onRegistered);
 * ledger.onMovement(landings.onMovement);
 * bonuses.useReservedPrizes(landings.reservedPrizes);
 */
export function createLandings(deps: { sql: SqlRunner; offers: OffersService; now?: () => Date }) {
  return createLandingsService(deps);
}

export type Landings = ReturnType<typeof createLandings>;

/** Registers the public and console calls (inside the API prefix) and the visit-id pruning. */
export async function registerLandings(
  api: FastifyInstance,
  deps: {
    sql: SqlRunner;
    offers: OffersService;
    audit: AuditService;
    landings: Landings;
    intervalMs?: number;
  },
): Promise<void> {
  await api.register(landingsRoutes, { landings: deps.landings });
  await api.register(landingsAdminRoutes, {
    admin: createLandingsAdmin({
      sql: deps.sql,
      offers: deps.offers,
      audit: deps.audit,
      landings: deps.landings,
    }),
  });
  const pruner = createPeriodicJob({
    name: 'landing visits prune',
    run: () => deps.landings.prune(),
    intervalMs: deps.intervalMs ?? PRUNE_INTERVAL_MS,
    log: api.log,
  });
  api.addHook('onReady', async () => pruner.start());
  api.addHook('onClose', async () => pruner.stop());
}
