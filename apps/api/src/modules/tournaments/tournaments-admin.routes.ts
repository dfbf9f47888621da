import {
  adminTournamentBannerCall,
  adminTournamentCall,
  adminTournamentCancelCall,
  adminTournamentCreateCall,
  adminTournamentEditCall,
  adminTournamentsCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import { acceptRawPictures } from '../uploads/index.js';
import type { StaffContext, TournamentsAdmin } from './tournaments-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's tournament calls (reads `tournaments.read`, changes `tournaments.write`). */
export const tournamentsAdminRoutes: FastifyPluginAsyncZod<{ admin: TournamentsAdmin }> = async (
  app,
  { admin },
) => {
  acceptRawPictures(app);
  staffRoute(app, adminTournamentsCall, 'tournaments.read', (request) => admin.list(request.query));
  staffRoute(app, adminTournamentCall, 'tournaments.read', (request) =>
    admin.get(request.params.id),
  );
  staffRoute(app, adminTournamentCreateCall, 'tournaments.write', (request) =>
    admin.create(request.body, staffContext(request)),
  );
  staffRoute(app, adminTournamentEditCall, 'tournaments.write', (request) =>
    admin.edit(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminTournamentCancelCall, 'tournaments.write', (request) =>
    admin.cancel(request.params.id, request.body.reason, staffContext(request)),
  );
  staffRoute(app, adminTournamentBannerCall, 'tournaments.write', (request) =>
    admin.upload(request.body, staffContext(request)),
  );
};
