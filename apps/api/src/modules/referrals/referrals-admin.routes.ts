import {
  adminReferralCurrencyEditCall,
  adminReferralReviewCall,
  adminReferralReviewsCall,
  adminReferralSettingsCall,
  adminReferralSwitchCall,
  adminReferrersCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { ReferralsAdmin, StaffContext } from './referrals-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's referral calls (reads `referrals.read`, changes `referrals.write`). */
export const referralsAdminRoutes: FastifyPluginAsyncZod<{ admin: ReferralsAdmin }> = async (
  app,
  { admin },
) => {
  staffRoute(app, adminReferralSettingsCall, 'referrals.read', () => admin.settings());
  staffRoute(app, adminReferralSwitchCall, 'referrals.write', (request) =>
    admin.setSwitch(request.body, staffContext(request)),
  );
  staffRoute(app, adminReferralCurrencyEditCall, 'referrals.write', (request) =>
    admin.setCurrency(request.params.currency, request.body, staffContext(request)),
  );
  staffRoute(app, adminReferralReviewsCall, 'referrals.read', (request) =>
    admin.reviews(request.query),
  );
  staffRoute(app, adminReferralReviewCall, 'referrals.write', (request) =>
    admin.review(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminReferrersCall, 'referrals.read', (request) => admin.top(request.query));
};
