import {
  adminPromoCodeCreateCall,
  adminPromoCodesCall,
  adminPromoCodeStateCall,
  adminPromoRedemptionsCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { PromoCodesAdmin, StaffContext } from './promo-codes-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's promo-code calls (reads `bonuses.read`, changes `bonuses.write`). */
export const promoCodesAdminRoutes: FastifyPluginAsyncZod<{ admin: PromoCodesAdmin }> = async (
  app,
  { admin },
) => {
  staffRoute(app, adminPromoCodesCall, 'bonuses.read', (request) => admin.list(request.query));
  staffRoute(app, adminPromoCodeCreateCall, 'bonuses.write', (request) =>
    admin.create(request.body, staffContext(request)),
  );
  staffRoute(app, adminPromoCodeStateCall, 'bonuses.write', (request) =>
    admin.setState(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminPromoRedemptionsCall, 'bonuses.read', (request) =>
    admin.redemptions(request.params.id, request.query),
  );
};
