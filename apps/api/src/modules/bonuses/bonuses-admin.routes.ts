import {
  adminBonusOfferCall,
  adminBonusOfferCreateCall,
  adminBonusOfferEditCall,
  adminBonusOffersCall,
  adminBonusOfferStateCall,
  adminBonusRefusalReviewCall,
  adminBonusRefusalsCall,
  adminBonusSettingsCall,
  adminBonusSettingsEditCall,
  adminPlayerBonusCancelCall,
  adminPlayerBonusesCall,
  adminPlayerBonusLedgerCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { BonusesAdmin, StaffContext } from './bonuses-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/**
 * The console's bonus calls under /api/v1/admin: offers, settings, refused grants and a player's
 * bonuses. Reads need `bonuses.read`, changes `bonuses.write`.
 */
export const bonusesAdminRoutes: FastifyPluginAsyncZod<{ admin: BonusesAdmin }> = async (
  app,
  { admin },
) => {
  const read = 'bonuses.read';
  const write = 'bonuses.write';
  staffRoute(app, adminBonusOffersCall, read, (request) => admin.offers(request.query));
  staffRoute(app, adminBonusOfferCall, read, (request) => admin.offer(request.params.id));
  staffRoute(app, adminBonusOfferCreateCall, write, (request) =>
    admin.createOffer(request.body, staffContext(request)),
  );
  staffRoute(app, adminBonusOfferEditCall, write, (request) =>
    admin.editOffer(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminBonusOfferStateCall, write, (request) =>
    admin.setOfferState(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminBonusSettingsCall, read, () => admin.settings());
  staffRoute(app, adminBonusSettingsEditCall, write, (request) =>
    admin.editSettings(request.body, staffContext(request)),
  );
  staffRoute(app, adminBonusRefusalsCall, read, (request) => admin.refusals(request.query));
  staffRoute(app, adminBonusRefusalReviewCall, write, (request) =>
    admin.reviewRefusal(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminPlayerBonusesCall, read, (request) =>
    admin.playerBonuses(request.params.id, staffContext(request)),
  );
  staffRoute(app, adminPlayerBonusLedgerCall, read, (request) =>
    admin.playerBonusLedger(request.params.id, request.query, staffContext(request)),
  );
  staffRoute(app, adminPlayerBonusCancelCall, write, (request) =>
    admin.cancelPlayerBonus(
      request.params.id,
      request.params.grantId,
      request.body.reason,
      staffContext(request),
    ),
  );
};
