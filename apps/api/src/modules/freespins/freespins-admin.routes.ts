import { adminFreespinCampaignEndCall, adminFreespinCampaignsCall } from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { FreespinsAdmin, StaffContext } from './freespins-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's free-spin campaign calls (reads `bonuses.read`, ending `bonuses.write`). */
export const freespinsAdminRoutes: FastifyPluginAsyncZod<{ admin: FreespinsAdmin }> = async (
  app,
  { admin },
) => {
  staffRoute(app, adminFreespinCampaignsCall, 'bonuses.read', (request) =>
    admin.campaigns(request.query),
  );
  staffRoute(app, adminFreespinCampaignEndCall, 'bonuses.write', (request) =>
    admin.end(request.params.id, request.body.reason, staffContext(request)),
  );
};
