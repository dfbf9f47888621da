import {
  adminLandingCall,
  adminLandingPrizeUpdateCall,
  adminLandingsCall,
  adminLandingTextsResetCall,
  adminLandingTextsUpdateCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { LandingsAdmin, StaffContext } from './landings-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's landing calls (reads `landings.read`, changes `landings.write`). */
export const landingsAdminRoutes: FastifyPluginAsyncZod<{ admin: LandingsAdmin }> = async (
  app,
  { admin },
) => {
  staffRoute(app, adminLandingsCall, 'landings.read', (request) => admin.list(request.query));
  staffRoute(app, adminLandingCall, 'landings.read', (request) =>
    admin.one(request.params, request.query),
  );
  staffRoute(app, adminLandingPrizeUpdateCall, 'landings.write', (request) =>
    admin.setPrize(request.params, request.body, staffContext(request)),
  );
  staffRoute(app, adminLandingTextsUpdateCall, 'landings.write', (request) =>
    admin.setTexts(request.params, request.body, staffContext(request)),
  );
  staffRoute(app, adminLandingTextsResetCall, 'landings.write', (request) =>
    admin.resetTexts(request.params, staffContext(request)),
  );
};
