import {
  authTokenResponseSchema,
  emailChangeBodySchema,
  errorBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  recoveryBodySchema,
  recoveryResponseSchema,
  registerBodySchema,
  registerQuerySchema,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.js';
import { countryForIp } from '../catalogue/index.js';
import type { AuthService } from './auth.service.js';

const authErrors = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
};
const MINUTE = 60_000;

/** Sign-up, sign-in, recovery and credential changes (spec core §7 "Auth"). */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  geoCountryOverride: string | undefined;
}> = async (app, { auth, geoCountryOverride }) => {
  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max: 20, timeWindow: MINUTE }, geoBlock: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; `r` is the referral code of the inviting player',
        querystring: registerQuerySchema,
        body: registerBodySchema,
        response: { 200: authTokenResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.register(request.body, {
        referralCode: request.query.r,
        country: countryForIp(request.ip, geoCountryOverride),
      }),
    }),
  );

  app.post(
    '/auth/login',
    {
      // Bursts from one address; the service counts attempts per account and address too.
      config: { rateLimit: { max: 60, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: authTokenResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.login(request.body, {
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
      }),
    }),
  );

  app.post(
    '/auth/password/email',
    {
      config: { rateLimit: { max: 5, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Send a password recovery mail (same answer whether or not the address is known)',
        body: recoveryBodySchema,
        response: { 200: recoveryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.body.lang);
      return { statusCode: 200 as const, sent: true as const };
    },
  );

  app.patch(
    '/auth/email_password_reset',
    {
      config: { rateLimit: { max: 20, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the recovery token from the mail',
        body: passwordResetBodySchema,
        response: { 200: authTokenResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.resetPassword(request.body),
    }),
  );

  app.patch(
    '/auth/email/change',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the e-mail (revokes older tokens; answers a new one)',
        security: [{ bearer: [] }],
        body: emailChangeBodySchema,
        response: { 200: authTokenResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.changeEmail(request.player!, request.body),
    }),
  );

  app.patch(
    '/auth/password/change',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (revokes older tokens; answers a new one)',
        security: [{ bearer: [] }],
        body: passwordChangeBodySchema,
        response: { 200: authTokenResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      authToken: await auth.changePassword(request.player!, request.body),
    }),
  );
};
