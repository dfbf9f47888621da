import {
  adminStaffCreateCall,
  adminStaffDisableCall,
  adminStaffEnableCall,
  adminStaffEndSessionsCall,
  adminStaffListCall,
  adminStaffResetTwoFactorCall,
  adminStaffRoleCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAdminService, StaffActionContext } from './staff-admin.service.js';
import { staffRoute } from './staff-route.js';

/** Who acts and from where: the signed-in staff member (staffRoute sets request.staff). */
const context = (request: FastifyRequest, reason?: string): StaffActionContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
  reason: reason ?? null,
});

/** Staff management (permission staff.manage): list, create, role, disable/enable, 2FA, sessions. */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ staffAdmin: StaffAdminService }> = async (
  app,
  { staffAdmin },
) => {
  staffRoute(app, adminStaffListCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.list(request.query.after)),
  }));

  staffRoute(app, adminStaffCreateCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.create(request.body, context(request, request.body.reason))),
  }));

  staffRoute(app, adminStaffRoleCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.changeRole(
      request.params.id,
      request.body.role,
      context(request, request.body.reason),
    )),
  }));

  staffRoute(app, adminStaffDisableCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.disable(request.params.id, context(request, request.body.reason))),
  }));

  staffRoute(app, adminStaffEnableCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.enable(request.params.id, context(request, request.body.reason))),
  }));

  staffRoute(app, adminStaffResetTwoFactorCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.resetTwoFactor(request.params.id, context(request, request.body.reason))),
  }));

  staffRoute(app, adminStaffEndSessionsCall, 'staff.manage', async (request) => ({
    statusCode: 200 as const,
    ...(await staffAdmin.endSessions(request.params.id, context(request, request.body.reason))),
  }));
};
