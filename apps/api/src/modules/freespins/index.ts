// The freespins module's public face: free-spin campaigns (README.md in this folder). Other
// modules use it through `Campaigns` (bonuses/types.ts) and play through `FreeRoundsPort`.
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type { FastifyInstance } from 'fastify';
import type {} from '../auth/index.js';
import { createCampaigns, type CampaignsDependencies } from './campaigns.js';
import { freespinsRoutes } from './freespins.routes.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import { SWEEP_INTERVAL_MS } from './freespins.scheduler.js';

export {
  campaignView,
  createCampaigns,
  DEFAULT_FREESPIN_GAME,
  type CampaignsModule,
} from './campaigns.js';
export { cappedCredit, planParts, scheduleAt } from './schedule.js';
export { DEMO_CAMPAIGN_TERMS, seedDemoCampaign } from './demo.js';

/**
 * Builds the module and registers its calls (call inside the API prefix); the sweep that ends
 * campaigns runs every SWEEP_INTERVAL_MS from onReady to onClose. Answers the module: its
 * `campaigns` (for bonuses and promo codes), `freeRounds` (for play), `cancel` and `sweep`.
 */
export async function registerFreespins(
  api: FastifyInstance,
  deps: CampaignsDependencies & { intervalMs?: number },
) {
  const freespins = createCampaigns(deps);
  const scheduler = createPeriodicJob({
    name: 'free-spin sweep',
    run: () => freespins.sweep(),
    intervalMs: deps.intervalMs ?? SWEEP_INTERVAL_MS,
    log: api.log,
  });
  await api.register(freespinsRoutes, { freespins });
  api.addHook('onReady', async () => scheduler.start());
  api.addHook('onClose', async () => scheduler.stop());
  return freespins;
}

// The console's campaign list and end (freespins-admin*.ts).
export { createFreespinsAdmin, type FreespinsAdmin } from './freespins-admin.js';
export { freespinsAdminRoutes } from './freespins-admin.routes.js';
