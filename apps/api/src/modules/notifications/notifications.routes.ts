import {
  holidayCampaignsCall,
  notificationListCall,
  notificationsReadAllCall,
  notificationsReceivedCall,
  pendingNotificationsCall,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { UserRow } from '../users/index.js';
import type { NotificationsService } from './notifications.service.js';

const privateCache = 'private, no-store';

/** The player's notification calls (engagement §7): the queue, the profile list, holidays. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const signedIn = { preHandler: app.authenticate };

  route(app, pendingNotificationsCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      notifications: await notifications.pending(request.player!.id),
    };
  });

  route(app, notificationsReceivedCall, signedIn, async (request) => ({
    statusCode: 200 as const,
    received: await notifications.received(
      request.player!.id,
      request.body.lastReceivedNotificationId,
    ),
  }));

  route(app, notificationListCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    return {
      statusCode: 200 as const,
      ...(await notifications.list(request.player!.id, request.query)),
    };
  });

  route(app, notificationsReadAllCall, signedIn, async (request) => {
    await notifications.readAll(request.player!.id);
    return { statusCode: 200 as const, unread: 0 as const };
  });

  route(app, holidayCampaignsCall, signedIn, async (request, reply) => {
    reply.header('cache-control', privateCache);
    const player = request.player as UserRow;
    return { statusCode: 200 as const, campaigns: await notifications.holidays(player.country) };
  });
};
