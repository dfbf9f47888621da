import {
  adminCategoriesCall,
  adminCategoryEditCall,
  adminGameCoverCall,
  adminGameCoverDeleteCall,
  adminGameEditCall,
  adminGamesCall,
  adminProviderEditCall,
  adminProvidersCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import { acceptRawPictures } from '../uploads/index.js';
import type { GamesAdmin, StaffContext } from './games-admin.js';

/** The staff member behind a request (set by staffRoute's access check) and their address. */
export const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/**
 * The console's catalogue calls under /api/v1/admin: reading with `catalogue.read` (the games
 * page, the tournament form's game search), every change with `catalogue.write`.
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ admin: GamesAdmin }> = async (
  app,
  { admin },
) => {
  acceptRawPictures(app);
  const permission = 'catalogue.write';
  const read = 'catalogue.read';
  staffRoute(app, adminGamesCall, read, (request) => admin.games(request.query));
  staffRoute(app, adminGameEditCall, permission, (request) =>
    admin.editGame(request.params.alias, request.body, staffContext(request)),
  );
  staffRoute(app, adminGameCoverCall, permission, (request) =>
    admin.setCover(request.params.alias, request.body, staffContext(request)),
  );
  staffRoute(app, adminGameCoverDeleteCall, permission, (request) =>
    admin.dropCover(request.params.alias, staffContext(request)),
  );
  staffRoute(app, adminProvidersCall, read, () => admin.providers());
  staffRoute(app, adminProviderEditCall, permission, (request) =>
    admin.editProvider(request.params.alias, request.body, staffContext(request)),
  );
  staffRoute(app, adminCategoriesCall, read, () => admin.categories());
  staffRoute(app, adminCategoryEditCall, permission, (request) =>
    admin.editCategory(request.params.slug, request.body, staffContext(request)),
  );
};
