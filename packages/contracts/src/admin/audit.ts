import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { textSchema } from '../primitives.js';
import { staffPermissionSchema, staffRoleSchema } from '../staff/staff.js';

/**
 * The back-office's audit log and four-eyes approvals queue (issue 20, "Audit log"): the log
 * newest first with filters and keyset paging, one row, the chain check, and the queue of actions
 * waiting for a second person.
 */

/** An audit_log or approval_requests id (bigserial) as a path or query parameter. */
const rowIdParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'Expected a positive integer id')),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.int().check(z.gte(1)),
  ),
);

/** An instant as ISO 8601 with a time zone (`2026-11-25T22:40:00Z`, `…+01:00`). */
const instantParam = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((value: string) => new Date(value)),
);

const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

const limitParam = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.int().check(z.gte(1), z.lte(AUDIT_PAGE_MAX)),
  ),
);

/** `<resource>.<verb>` or a part of it, as staff type it in the filter. */
const actionText = z.string().check(z.regex(/^[a-z0-9_.]{1,64}$/, 'Expected an action name'));

export const auditLogQuerySchema = z.object({
  /** A staff member: their id, or their e-mail (exact, any case). */
  staff: z.optional(textSchema(254).check(z.minLength(1))),
  role: z.optional(staffRoleSchema),
  /** An exact action (`player.ban`), or every action of a resource (`player.`, with the dot). */
  action: z.optional(actionText),
  targetType: z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,64}$/))),
  targetId: z.optional(textSchema(128).check(z.minLength(1))),
  /** Rows at or after this instant. */
  from: z.optional(instantParam),
  /** Rows before this instant (exclusive). */
  to: z.optional(instantParam),
  /** Only four-eyes rows (`true`) or only one-person rows (`false`). */
  hasApprover: z.optional(booleanParam),
  /** The last id of the previous page: the next page has only older rows. */
  cursor: z.optional(rowIdParam),
  limit: z.optional(limitParam),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** A staff member as the log shows them; `email` is null once they are no longer on record. */
export const auditStaffSchema = z.object({
  id: z.int(),
  email: z.nullable(z.string()),
  role: z.string(),
});
export type AuditStaff = z.infer<typeof auditStaffSchema>;

const auditRowFields = {
  id: z.int(),
  at: z.string(),
  staff: auditStaffSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** The second person of a four-eyes action. */
  approver: z.nullable(auditStaffSchema),
};

export const auditRowSchema = z.object(auditRowFields);
export type AuditLogRow = z.infer<typeof auditRowSchema>;

export const auditLogResponseSchema = okEnvelope({
  rows: z.array(auditRowSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

export const auditRowDetailSchema = z.object({
  ...auditRowFields,
  before: z.unknown(),
  after: z.unknown(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditRowDetail = z.infer<typeof auditRowDetailSchema>;

export const auditRowResponseSchema = okEnvelope({ row: auditRowDetailSchema });

export const auditVerifyResponseSchema = z.union([
  okEnvelope({ ok: z.literal(true), rows: z.int() }),
  okEnvelope({
    ok: z.literal(false),
    /** Rows checked and sound before the broken one. */
    rows: z.int(),
    brokenId: z.int(),
    /** `link`: its prev_hash is not the previous row's hash; `hash`: its content was changed. */
    problem: z.enum(['link', 'hash']),
  }),
]);
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponseSchema>;

export const rowIdParamsSchema = z.object({ id: rowIdParam });

export const approvalItemSchema = z.object({
  id: z.int(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the action runs with once approved. */
  payload: z.unknown(),
  /** Minor units as a decimal string, with its currency, when the action moves money. */
  amount: z.nullable(z.object({ minor: z.string(), currency: currencyCodeSchema })),
  reason: z.nullable(z.string()),
  requestedBy: auditStaffSchema,
  requestedAt: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The permission a decider needs; null when no handler runs this action (nobody can decide it). */
  permission: z.nullable(staffPermissionSchema),
  /** The signed-in staff member asked for it: it waits for another person. */
  mine: z.boolean(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

export const approvalsResponseSchema = okEnvelope({ requests: z.array(approvalItemSchema) });
export type ApprovalsResponse = z.infer<typeof approvalsResponseSchema>;

export const approvalRejectBodySchema = z.object({
  reason: textSchema(500).check(z.minLength(3)),
});
export type ApprovalRejectBody = z.infer<typeof approvalRejectBodySchema>;

export const approvalDecisionResponseSchema = okEnvelope({
  request: approvalItemSchema,
  /** The audit row the decision wrote. */
  auditId: z.int(),
});
export type ApprovalDecisionResponse = z.infer<typeof approvalDecisionResponseSchema>;

export const auditLogCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/audit`,
  tags: ['admin'],
  summary: 'The audit log, newest first, with filters and keyset paging (cursor = last id)',
  auth: 'bearer',
  query: auditLogQuerySchema,
  responses: { 200: auditLogResponseSchema, ...errorResponses(401, 403) },
});

export const auditRowCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/audit/:id`,
  tags: ['admin'],
  summary: 'One audit row with its before / after, hash and previous hash',
  auth: 'bearer',
  params: rowIdParamsSchema,
  responses: { 200: auditRowResponseSchema, ...errorResponses(401, 403, 404) },
});

export const auditVerifyCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/audit/verify`,
  tags: ['admin'],
  summary: "Walks the audit log's hash chain: ok and the rows, or the first broken row",
  auth: 'bearer',
  responses: { 200: auditVerifyResponseSchema, ...errorResponses(401, 403) },
});

export const approvalsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/approvals`,
  tags: ['admin'],
  summary:
    'Pending four-eyes requests the signed-in staff member may decide, and their own (marked mine)',
  auth: 'bearer',
  responses: { 200: approvalsResponseSchema, ...errorResponses(401, 403) },
});

export const approvalApproveCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/approvals/:id/approve`,
  tags: ['admin'],
  summary: "Approve another person's request: runs the action and audits both names",
  auth: 'bearer',
  params: rowIdParamsSchema,
  responses: { 200: approvalDecisionResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const approvalRejectCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/approvals/:id/reject`,
  tags: ['admin'],
  summary: "Reject another person's request with a reason",
  auth: 'bearer',
  params: rowIdParamsSchema,
  body: approvalRejectBodySchema,
  responses: { 200: approvalDecisionResponseSchema, ...errorResponses(401, 403, 404, 409) },
});
