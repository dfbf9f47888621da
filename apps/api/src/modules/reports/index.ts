// The reports module's public face: the daily roll-ups, the console's report calls, and the
// exchange rates every "or the equivalent" rule converts with (README).
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../../db/client.js';
import type { AuditService } from '../audit/index.js';
import { createExchangeService, type ExchangeService } from './exchange.service.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import { FOLD_INTERVAL_MS } from './reports.scheduler.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';
import { createRollups } from './rollups.js';

export { convertMinor, minorPerMajor, type Rates } from './exchange.js';
export { createExchangeService, type ExchangeService } from './exchange.service.js';
export { createRollups, type Rollups } from './rollups.js';
export { rtpBand } from './rtp.js';

/** Rows younger than this wait for the next fold (README "Roll-up design"). */
export const FOLD_LAG_MS = 2_000;

/**
 * Builds the module and registers its calls under `/api/v1` (call inside the API prefix); the
 * fold runs every FOLD_INTERVAL_MS from onReady to onClose. Answers the exchange service for
 * other modules' "or the equivalent" rules.
 */
export async function registerReports(
  api: FastifyInstance,
  deps: { sql: SqlRunner; audit: AuditService; intervalMs?: number },
): Promise<{ exchange: ExchangeService }> {
  const exchange = createExchangeService(deps.sql);
  const rollups = createRollups(deps.sql, { lagMs: FOLD_LAG_MS });
  const reports = createReportsService({ sql: deps.sql, rollups, exchange });
  // With several instances the fold's advisory lock lets one fold and the others skip.
  const scheduler = createPeriodicJob({
    name: 'report fold',
    run: () => rollups.fold(),
    intervalMs: deps.intervalMs ?? FOLD_INTERVAL_MS,
    log: api.log,
  });
  await api.register(reportsRoutes, { sql: deps.sql, reports, exchange, audit: deps.audit });
  api.addHook('onReady', async () => scheduler.start());
  api.addHook('onClose', async () => scheduler.stop());
  return { exchange };
}
