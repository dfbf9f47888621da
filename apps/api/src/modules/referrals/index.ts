// The referrals module's public face (see auth/index.ts for the rule): the programme's player
// calls, its sign-up, deposit and stake hooks (registered on the ledger when created; the sign-up
// hook is handed to auth.onRegistered by app.ts), and the console.
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type {} from '../auth/index.js';
export {
  createReferrals,
  type Referrals,
  type ReferralsDependencies,
  type ReferralsService,
} from './referrals.service.js';
export { referralsRoutes } from './referrals.routes.js';
export { createReferralsAdmin, type ReferralsAdmin } from './referrals-admin.js';
export { referralsAdminRoutes } from './referrals-admin.routes.js';
export { DEMO_REFERRAL_CODE, seedDemoReferrals } from './referrals.seed.js';
