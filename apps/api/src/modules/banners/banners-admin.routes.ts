import {
  adminBannerCreateCall,
  adminBannerDeleteCall,
  adminBannerEditCall,
  adminBannerImageCall,
  adminBannersCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import { acceptRawPictures } from '../uploads/index.js';
import type { BannersAdmin, StaffContext } from './banners-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's banner calls under /api/v1/admin (permission `banners.write`). */
export const bannersAdminRoutes: FastifyPluginAsyncZod<{ admin: BannersAdmin }> = async (
  app,
  { admin },
) => {
  acceptRawPictures(app);
  const permission = 'banners.write';
  staffRoute(app, adminBannersCall, permission, () => admin.list());
  staffRoute(app, adminBannerCreateCall, permission, (request) =>
    admin.create(request.body, staffContext(request)),
  );
  staffRoute(app, adminBannerEditCall, permission, (request) =>
    admin.replace(request.params.id, request.body, staffContext(request)),
  );
  staffRoute(app, adminBannerDeleteCall, permission, (request) =>
    admin.remove(request.params.id, staffContext(request)),
  );
  staffRoute(app, adminBannerImageCall, permission, (request) =>
    admin.upload(request.body, staffContext(request)),
  );
};
