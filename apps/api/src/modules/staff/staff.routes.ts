import {
  staffEnrolCall,
  staffEnrolmentCall,
  staffLoginCall,
  staffLogoutAllCall,
  staffLogoutCall,
  staffMeCall,
  staffVerifyCall,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { staffRoute } from './staff-route.js';
import type { StaffService } from './staff.service.js';

const MINUTE = 60_000;
/** Bursts from one address; the service counts attempts per account and address too. */
const signInLimit = { config: { rateLimit: { max: 60, timeWindow: MINUTE } } };

const sessionToken = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')![1]!;

/** Staff sign-in (password, then TOTP or a recovery code), sessions and `/admin/me`. */
export const staffAuthRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  route(app, staffLoginCall, signInLimit, async (request) => ({
    statusCode: 200 as const,
    ...(await staff.login(request.body, request.ip)),
  }));

  route(app, staffEnrolmentCall, signInLimit, async (request) => ({
    statusCode: 200 as const,
    ...(await staff.enrolment(request.body.ticket)),
  }));

  route(app, staffEnrolCall, signInLimit, async (request) => ({
    statusCode: 200 as const,
    ...(await staff.enrol(request.body, request.ip)),
  }));

  route(app, staffVerifyCall, signInLimit, async (request) => ({
    statusCode: 200 as const,
    sessionToken: await staff.verify(request.body, request.ip),
  }));

  staffRoute(app, staffLogoutCall, 'signedIn', async (request) => ({
    statusCode: 200 as const,
    ended: await staff.logout(sessionToken(request.headers.authorization)),
  }));

  staffRoute(app, staffLogoutAllCall, 'signedIn', async (request) => ({
    statusCode: 200 as const,
    ended: await staff.logoutAll(request.staff!.id),
  }));

  staffRoute(app, staffMeCall, 'signedIn', async (request) => ({
    statusCode: 200 as const,
    ...staff.me(request.staff!),
  }));
};
