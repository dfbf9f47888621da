// The promo-codes module's public face (see auth/index.ts for the rule): the player's
// redemption with its bet-insurance stake hook, its route, and the demo codes of a local install.
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type {} from '../auth/index.js';
export {
  createPromoCodes,
  type PromoCodes,
  type PromoCodesDependencies,
} from './promo-codes.service.js';
export { promoCodesRoutes } from './promo-codes.routes.js';
export { DEMO_PROMO_CODES, seedDemoPromoCodes } from './promo-codes.seed.js';

// The console's promo codes (promo-codes-admin*.ts).
export { createPromoCodesAdmin, type PromoCodesAdmin } from './promo-codes-admin.js';
export { promoCodesAdminRoutes } from './promo-codes-admin.routes.js';
