import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  authTokenResponseSchema,
  emailChangeBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  recoveryBodySchema,
  recoveryResponseSchema,
  registerBodySchema,
  registerQuerySchema,
} from './auth.js';

/** Sign-up, sign-in, recovery and credential changes (spec core §7 "Auth"). */

const authAnswers = { 200: authTokenResponseSchema, ...errorResponses(401, 403, 409) };

export const registerCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/auth/register`,
  tags: ['auth'],
  summary: 'Create an account; `r` is the referral code of the inviting player',
  auth: 'none',
  query: registerQuerySchema,
  body: registerBodySchema,
  responses: authAnswers,
});

export const loginCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/auth/login`,
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  auth: 'none',
  body: loginBodySchema,
  responses: authAnswers,
});

export const recoveryCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/auth/password/email`,
  tags: ['auth'],
  summary: 'Send a password recovery mail (same answer whether or not the address is known)',
  auth: 'none',
  body: recoveryBodySchema,
  responses: { 200: recoveryResponseSchema, ...errorResponses() },
});

export const passwordResetCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/auth/email_password_reset`,
  tags: ['auth'],
  summary: 'Set a new password with the recovery token from the mail',
  auth: 'none',
  body: passwordResetBodySchema,
  responses: authAnswers,
});

export const emailChangeCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/auth/email/change`,
  tags: ['auth'],
  summary: 'Change the e-mail (revokes older tokens; answers a new one)',
  auth: 'bearer',
  body: emailChangeBodySchema,
  responses: authAnswers,
});

export const passwordChangeCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/auth/password/change`,
  tags: ['auth'],
  summary: 'Change the password (revokes older tokens; answers a new one)',
  auth: 'bearer',
  body: passwordChangeBodySchema,
  responses: authAnswers,
});
