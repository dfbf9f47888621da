import { ErrorCode, type Call, type StaffPermission } from '@jackdaw/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { route, type CallHandler, type CallRouteOptions, type ZodApp } from '../../lib/route.js';
import { allows } from './permissions.js';
import type { StaffRow } from './staff.schema.js';
import { unauthenticated, type StaffService } from './staff.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid, not idle staff session; sets request.staff, else 401. */
    authenticateStaff(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffRow | null;
  }
}

/** What a staff route needs: a permission, or `signedIn` for any staff member (`/admin/me`). */
export type StaffAccess = StaffPermission | 'signedIn';

/** The admin routes declared with `staffRoute` on each server, by `METHOD /whole/path`. */
const accessByServer = new WeakMap<object, Map<string, { call: Call; access: StaffAccess }>>();

/** Every route `staffRoute` registered on `app`'s server and what it needs (the matrix test). */
export function staffRoutes(
  app: FastifyInstance,
): ReadonlyMap<string, { call: Call; access: StaffAccess }> {
  return accessByServer.get(app.server) ?? new Map();
}

/** The bearer token of a request; a player's JWT is simply not a staff session (401). */
function bearer(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthenticated();
  return match[1];
}

/** Decorates the app with staff authentication (registered once in app.ts, before the routes). */
export const staffPlugin = fp(
  async (app: FastifyInstance, { staff }: { staff: StaffService }) => {
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      request.staff = await staff.authenticate(bearer(request));
    });
  },
  { name: 'staff', dependencies: ['errors'] },
);

/**
 * Registers an admin route that needs `access`: no valid staff session (a player's token
 * included) answers 401 STAFF.UNAUTHENTICATED, a role without the permission 403 STAFF.FORBIDDEN.
 * Both are decided on request, before the body is validated, so nobody learns a call's input
 * rules without the right to make it. Every route declared here is walked by the matrix test.
 */
export function staffRoute<C extends Call>(
  app: ZodApp,
  call: C,
  access: StaffAccess,
  handler: CallHandler<C>,
  // The access check is the route's onRequest hook: a second one would be ignored, so none is taken.
  options: Omit<CallRouteOptions<C>, 'onRequest'> = {},
): void {
  route(
    app,
    call,
    {
      ...options,
      onRequest: async (request) => {
        await app.authenticateStaff(request);
        const role = request.staff!.role as Parameters<typeof allows>[0];
        if (access !== 'signedIn' && !allows(role, access)) {
          throw new AppError(
            403,
            ErrorCode.StaffForbidden,
            `The role ${role} does not have the permission ${access}.`,
          );
        }
      },
    },
    handler,
  );
  const routes = accessByServer.get(app.server) ?? new Map();
  accessByServer.set(app.server, routes.set(`${call.method} ${call.path}`, { call, access }));
}
