import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  staffEnrolBodySchema,
  staffEnrolmentBodySchema,
  staffEnrolmentResponseSchema,
  staffEnrolResponseSchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffLogoutResponseSchema,
  staffMeResponseSchema,
  staffSessionResponseSchema,
  staffVerifyBodySchema,
} from './staff.js';

// The staff call's schemas and types travel with its calls (one export line in index.ts).
export * from './staff.js';

/** Staff sign-in with a password and TOTP, sessions, and who is signed in (issue 20). */

export const staffLoginCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/auth/login`,
  tags: ['admin'],
  summary: 'Staff sign-in, first step: e-mail and password; answers the second step to take',
  auth: 'none',
  body: staffLoginBodySchema,
  responses: { 200: staffLoginResponseSchema, ...errorResponses(401) },
});

export const staffEnrolmentCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/auth/enrolment`,
  tags: ['admin'],
  summary: 'The TOTP secret and otpauth URI of an enrolment ticket (the link of staff:create)',
  auth: 'none',
  body: staffEnrolmentBodySchema,
  responses: { 200: staffEnrolmentResponseSchema, ...errorResponses() },
});

export const staffEnrolCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/auth/enrol`,
  tags: ['admin'],
  summary: 'Enrol TOTP with the first code; answers a session and recovery codes shown once',
  auth: 'none',
  body: staffEnrolBodySchema,
  responses: { 200: staffEnrolResponseSchema, ...errorResponses(401) },
});

export const staffVerifyCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/auth/verify`,
  tags: ['admin'],
  summary: 'Staff sign-in, second step: a TOTP code or a recovery code; answers a session',
  auth: 'none',
  body: staffVerifyBodySchema,
  responses: { 200: staffSessionResponseSchema, ...errorResponses(401) },
});

export const staffLogoutCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/auth/logout`,
  tags: ['admin'],
  summary: 'End this staff session',
  auth: 'bearer',
  responses: { 200: staffLogoutResponseSchema, ...errorResponses(401, 403) },
});

export const staffLogoutAllCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/auth/logout-all`,
  tags: ['admin'],
  summary: 'End every session of the signed-in staff member (sign out everywhere)',
  auth: 'bearer',
  responses: { 200: staffLogoutResponseSchema, ...errorResponses(401, 403) },
});

export const staffMeCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/me`,
  tags: ['admin'],
  summary: 'The signed-in staff member, their role and permissions',
  auth: 'bearer',
  responses: { 200: staffMeResponseSchema, ...errorResponses(401, 403) },
});
