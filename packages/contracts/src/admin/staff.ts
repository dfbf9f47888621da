import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema } from '../primitives.js';
import { staffRoleSchema } from '../staff/staff.js';

/** Staff management in the console (issue 20): members, roles, disabling, 2FA resets, sessions. */

/** Why an administrator acts on a member: kept in the audit log. */
const staffReasonSchema = z
  .string()
  .check(z.trim(), z.minLength(3, 'Give a reason of at least 3 characters'), z.maxLength(500));

export const adminStaffParamsSchema = z.object({ id: idParamSchema });

/** One staff member as the console lists them; never a secret. */
export const adminStaffMemberSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: staffRoleSchema,
  /** TOTP set up (a member created or reset has not enrolled yet). */
  enrolled: z.boolean(),
  /** Null while the member may sign in. */
  disabledAt: z.nullable(z.string()),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
  /** Sessions not ended (some may have gone idle and end at their next use). */
  sessions: z.int(),
});
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

export const adminStaffListQuerySchema = z.object({
  /** Keyset: the id of the last member of the page before. */
  after: z.optional(idParamSchema),
});
export type AdminStaffListQuery = z.input<typeof adminStaffListQuerySchema>;

export const adminStaffListResponseSchema = okEnvelope({
  members: z.array(adminStaffMemberSchema),
  /** The `after` of the next page; null on the last page. */
  nextAfter: z.nullable(z.int()),
});
export type AdminStaffListResponse = z.infer<typeof adminStaffListResponseSchema>;

export const adminStaffCreateBodySchema = z.object({
  email: z.email().check(z.maxLength(254)),
  role: staffRoleSchema,
  reason: z.optional(staffReasonSchema),
});
export type AdminStaffCreateBody = z.infer<typeof adminStaffCreateBodySchema>;

/** A member and the one-time link where they choose a password and enrol TOTP (7 days). */
export const adminStaffInviteResponseSchema = okEnvelope({
  member: adminStaffMemberSchema,
  enrolmentLink: z.string(),
});

export const adminStaffRoleBodySchema = z.object({
  role: staffRoleSchema,
  reason: staffReasonSchema,
});
export const adminStaffReasonBodySchema = z.object({ reason: staffReasonSchema });

export const adminStaffMemberResponseSchema = okEnvelope({
  member: adminStaffMemberSchema,
  /** Sessions of the member this action ended. */
  sessionsEnded: z.int().check(z.gte(0)),
});

const path = `${API_PREFIX}/admin/staff`;

export const adminStaffListCall = defineCall({
  method: 'GET',
  path,
  tags: ['admin'],
  summary: 'Staff members, oldest first, 50 a page',
  auth: 'bearer',
  query: adminStaffListQuerySchema,
  responses: { 200: adminStaffListResponseSchema, ...errorResponses(401, 403) },
});

export const adminStaffCreateCall = defineCall({
  method: 'POST',
  path,
  tags: ['admin'],
  summary: 'Create a staff member with a role; answers their one-time enrolment link',
  auth: 'bearer',
  body: adminStaffCreateBodySchema,
  responses: { 200: adminStaffInviteResponseSchema, ...errorResponses(401, 403, 409) },
});

export const adminStaffRoleCall = defineCall({
  method: 'PUT',
  path: `${path}/:id/role`,
  tags: ['admin'],
  summary: "Change a staff member's role (not one's own)",
  auth: 'bearer',
  params: adminStaffParamsSchema,
  body: adminStaffRoleBodySchema,
  responses: { 200: adminStaffMemberResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminStaffDisableCall = defineCall({
  method: 'POST',
  path: `${path}/:id/disable`,
  tags: ['admin'],
  summary: 'Disable a staff member (not oneself): their sessions end, sign-in is refused',
  auth: 'bearer',
  params: adminStaffParamsSchema,
  body: adminStaffReasonBodySchema,
  responses: { 200: adminStaffMemberResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminStaffEnableCall = defineCall({
  method: 'POST',
  path: `${path}/:id/enable`,
  tags: ['admin'],
  summary: 'Enable a disabled staff member again',
  auth: 'bearer',
  params: adminStaffParamsSchema,
  body: adminStaffReasonBodySchema,
  responses: { 200: adminStaffMemberResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminStaffResetTwoFactorCall = defineCall({
  method: 'POST',
  path: `${path}/:id/reset-2fa`,
  tags: ['admin'],
  summary:
    "Reset a staff member's sign-in: new TOTP secret, password and recovery codes via a new enrolment link; sessions end",
  auth: 'bearer',
  params: adminStaffParamsSchema,
  body: adminStaffReasonBodySchema,
  responses: { 200: adminStaffInviteResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminStaffEndSessionsCall = defineCall({
  method: 'POST',
  path: `${path}/:id/end-sessions`,
  tags: ['admin'],
  summary: 'End every session of a staff member',
  auth: 'bearer',
  params: adminStaffParamsSchema,
  body: adminStaffReasonBodySchema,
  responses: { 200: adminStaffMemberResponseSchema, ...errorResponses(401, 403, 404) },
});
