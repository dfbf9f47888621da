import {
  emailChangeCall,
  loginCall,
  passwordChangeCall,
  passwordResetCall,
  recoveryCall,
  registerCall,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { countryForIp } from '../catalogue/index.js';
import type { AuthService } from './auth.service.js';

const MINUTE = 60_000;

/** Sign-up, sign-in, recovery and credential changes (spec core §7 "Auth"). */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  geoCountryOverride: string | undefined;
}> = async (app, { auth, geoCountryOverride }) => {
  route(
    app,
    registerCall,
    { config: { rateLimit: { max: 20, timeWindow: MINUTE }, geoBlock: true } },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.register(request.body, {
        referralCode: request.query.r,
        country: countryForIp(request.ip, geoCountryOverride),
        acceptLanguage: request.headers['accept-language'],
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    }),
  );

  route(
    app,
    loginCall,
    // Bursts from one address; the service counts attempts per account and address too.
    { config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.login(request.body, {
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
        userAgent: request.headers['user-agent'],
      }),
    }),
  );

  route(
    app,
    recoveryCall,
    { config: { rateLimit: { max: 5, timeWindow: 15 * MINUTE } } },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.body.lang);
      return { statusCode: 200 as const, sent: true as const };
    },
  );

  route(
    app,
    passwordResetCall,
    { config: { rateLimit: { max: 20, timeWindow: MINUTE } } },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.resetPassword(request.body),
    }),
  );

  route(app, emailChangeCall, { preHandler: app.authenticate }, async (request) => ({
    statusCode: 200 as const,
    authToken: await auth.changeEmail(request.player!, request.body),
  }));

  route(app, passwordChangeCall, { preHandler: app.authenticate }, async (request) => ({
    statusCode: 200 as const,
    authToken: await auth.changePassword(request.player!, request.body),
  }));
};
