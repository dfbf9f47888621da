import {
  adminHolidayCampaignCreateCall,
  adminHolidayCampaignsCall,
  adminHolidayCampaignUpdateCall,
  adminNotificationAudienceCountCall,
  adminNotificationSendCall,
  adminNotificationSendingsCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { NotificationsAdmin, StaffContext } from './notifications-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/**
 * The console's notification calls under /api/v1/admin: messages and their counts, the audience
 * preview, holiday campaigns. Reads need `notifications.read`, changes `notifications.write`.
 */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{
  admin: NotificationsAdmin;
}> = async (app, { admin }) => {
  const read = 'notifications.read';
  const write = 'notifications.write';
  staffRoute(app, adminNotificationSendingsCall, read, (request) => admin.sendings(request.query));
  staffRoute(app, adminNotificationAudienceCountCall, read, (request) =>
    admin.audienceCount(request.body.audience),
  );
  staffRoute(app, adminNotificationSendCall, write, (request) =>
    admin.send(request.body, staffContext(request)),
  );
  staffRoute(app, adminHolidayCampaignsCall, read, () => admin.campaigns());
  staffRoute(app, adminHolidayCampaignCreateCall, write, (request) =>
    admin.createCampaign(request.body, staffContext(request)),
  );
  staffRoute(app, adminHolidayCampaignUpdateCall, write, (request) =>
    admin.updateCampaign(request.params.id, request.body, staffContext(request)),
  );
};
