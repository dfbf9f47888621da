import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema, storableText, textSchema } from '../primitives.js';
import { paymentIdParamsSchema, paymentStateSchema } from '../payments/payments.js';

/**
 * The back-office's payment calls (issue 20, "Payments"): the withdrawal queue and its actions
 * (approve, reject, hold, release; four eyes above a per-currency amount), the payments search,
 * one payment with its timeline and raw callbacks, and a manual reconcile against the provider's
 * status call. Amounts are minor units as decimal strings.
 */

/** Minor units as a decimal string (a bigint on the server). */
const minorString = z.string().check(z.regex(/^-?\d{1,30}$/));
/** A positive amount filter, minor units. */
const amountParam = z.string().check(z.regex(/^\d{1,19}$/, 'Expected minor units (digits)'));

/** An instant as ISO 8601 with a time zone. */
const instantParam = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((value: string) => new Date(value)),
);

/** Why a staff member acts: required on every change, kept in the audit row. */
export const paymentStaffReasonSchema = textSchema(500).check(
  z.minLength(1),
  z.refine((value: string) => value.trim().length > 0, 'A reason is required'),
);

export const ADMIN_PAYMENTS_PAGE_SIZE = 50;
export const ADMIN_PAYMENTS_PAGE_MAX = 200;

const limitParam = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.int().check(z.gte(1), z.lte(ADMIN_PAYMENTS_PAGE_MAX)),
  ),
);

export const adminPaymentKindSchema = z.enum(['deposit', 'withdrawal']);
export type AdminPaymentKind = z.infer<typeof adminPaymentKindSchema>;

/** A payment as staff see it. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  userId: z.int(),
  kind: adminPaymentKindSchema,
  status: paymentStateSchema,
  provider: z.string(),
  methodCode: z.string(),
  amount: minorString,
  currencyCode: currencyCodeSchema,
  providerReference: z.nullable(z.string()),
  /** Why it ended as it did (a rejection's reason, a provider's refusal). */
  reason: z.nullable(z.string()),
  /** A staff hold: not approved until released. */
  hold: z.nullable(z.object({ at: z.string(), reason: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** A queued withdrawal and what the approver should know first. */
export const adminWithdrawalItemSchema = z.object({
  ...adminPaymentSchema.shape,
  flags: z.object({
    /** The player's account is under a source-of-funds or payout review (AML). */
    accountReview: z.boolean(),
    /** Above its currency's four-eyes amount: approving sends it for a second approval. */
    needsSecondPerson: z.boolean(),
    /** A second approval is already asked for. */
    approvalPending: z.boolean(),
  }),
});
export type AdminWithdrawalItem = z.infer<typeof adminWithdrawalItemSchema>;

export const adminWithdrawalQueueQuerySchema = z.object({
  status: z._default(
    z.enum(['request', 'pending', 'completed', 'rejected', 'canceled']),
    'request',
  ),
});
export const adminWithdrawalQueueResponseSchema = okEnvelope({
  withdrawals: z.array(adminWithdrawalItemSchema),
});

export const adminApproveBodySchema = z._default(
  z.object({ reason: z.optional(textSchema(500).check(storableText)) }),
  {},
);
export const adminPaymentReasonBodySchema = z.object({ reason: paymentStaffReasonSchema });

export const adminApproveResponseSchema = okEnvelope({
  /** `approved`: sent to the provider; `sent_for_approval`: a second person must approve it. */
  outcome: z.enum(['approved', 'sent_for_approval']),
  withdrawal: adminPaymentSchema,
  approvalRequestId: z.nullable(z.int()),
});
export const adminWithdrawalResponseSchema = okEnvelope({ withdrawal: adminPaymentSchema });

export const adminReviewParamsSchema = z.object({ userId: idParamSchema });
export const adminClearReviewResponseSchema = okEnvelope({ cleared: z.int() });

/** Search: every filter optional, newest first, `cursor` = the previous page's `nextCursor`. */
export const adminPaymentsQuerySchema = z.object({
  status: z.optional(paymentStateSchema),
  kind: z.optional(adminPaymentKindSchema),
  provider: z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,40}$/))),
  method: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,80}$/))),
  currency: z.optional(currencyCodeSchema),
  minAmount: z.optional(amountParam),
  maxAmount: z.optional(amountParam),
  from: z.optional(instantParam),
  to: z.optional(instantParam),
  userId: z.optional(idParamSchema),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,19}_[0-9a-f-]{36}$/, 'Expected a cursor'))),
  limit: z.optional(limitParam),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;
export const adminPaymentsResponseSchema = okEnvelope({
  items: z.array(adminPaymentSchema),
  nextCursor: z.nullable(z.string()),
});

export const adminPaymentEventSchema = z.object({
  at: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  cause: z.string(),
});
export const adminPaymentCallbackSchema = z.object({
  id: z.int(),
  receivedAt: z.string(),
  provider: z.string(),
  signatureValid: z.boolean(),
  outcome: z.string(),
  detail: z.nullable(z.string()),
  headers: z.record(z.string(), z.string()),
  /** The body as stored (whole when signed; a bounded prefix of a forged one). */
  body: z.string(),
  bodySha256: z.nullable(z.string()),
  bodyLength: z.nullable(z.int()),
});
export type AdminPaymentCallback = z.infer<typeof adminPaymentCallbackSchema>;
export const adminPaymentDetailResponseSchema = okEnvelope({
  payment: adminPaymentSchema,
  /** The form fields sent with it (account, bank…; never a whole card number). */
  details: z.record(z.string(), z.unknown()),
  timeline: z.array(adminPaymentEventSchema),
  callbacks: z.array(adminPaymentCallbackSchema),
});

export const adminReconcileResponseSchema = okEnvelope({
  before: paymentStateSchema,
  payment: adminPaymentSchema,
  changed: z.boolean(),
  /** What the provider said, or why nothing was applied. */
  answer: z.string(),
});

const tags = ['admin'];

export const adminWithdrawalQueueCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/payments/withdrawals`,
  tags,
  summary: 'The withdrawal queue: waiting ones (unheld first, oldest first) or another status',
  auth: 'bearer',
  query: adminWithdrawalQueueQuerySchema,
  responses: { 200: adminWithdrawalQueueResponseSchema, ...errorResponses(401, 403) },
});

export const adminApproveWithdrawalCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/payments/withdrawals/:id/approve`,
  tags,
  summary: 'Approve a withdrawal: sent to its provider, or above the four-eyes amount queued',
  description:
    'Held → 409 STAFF.WITHDRAWAL_HELD; not waiting (approved, ended, a deposit) → 409 ' +
    'PAYMENT.STATE_CONFLICT; a second approval already asked for → 409 STAFF.APPROVAL_PENDING.',
  auth: 'bearer',
  params: paymentIdParamsSchema,
  body: adminApproveBodySchema,
  responses: { 200: adminApproveResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminRejectWithdrawalCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/payments/withdrawals/:id/reject`,
  tags,
  summary: 'Reject a waiting withdrawal with a reason: the hold goes back to the player',
  auth: 'bearer',
  params: paymentIdParamsSchema,
  body: adminPaymentReasonBodySchema,
  responses: { 200: adminWithdrawalResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminHoldWithdrawalCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/payments/withdrawals/:id/hold`,
  tags,
  summary: 'Hold a waiting withdrawal with a reason: nobody approves it until released',
  auth: 'bearer',
  params: paymentIdParamsSchema,
  body: adminPaymentReasonBodySchema,
  responses: { 200: adminWithdrawalResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminReleaseWithdrawalCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/payments/withdrawals/:id/release`,
  tags,
  summary: "Release a withdrawal's hold with a reason",
  auth: 'bearer',
  params: paymentIdParamsSchema,
  body: adminPaymentReasonBodySchema,
  responses: { 200: adminWithdrawalResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminClearReviewCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/payments/reviews/:userId/clear`,
  tags,
  summary: "Close a player's open payment reviews with a reason: withdrawals are allowed again",
  auth: 'bearer',
  params: adminReviewParamsSchema,
  body: adminPaymentReasonBodySchema,
  responses: { 200: adminClearReviewResponseSchema, ...errorResponses(401, 403) },
});

export const adminPaymentsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/payments`,
  tags,
  summary: 'Search payments, newest first, keyset paging',
  auth: 'bearer',
  query: adminPaymentsQuerySchema,
  responses: { 200: adminPaymentsResponseSchema, ...errorResponses(401, 403) },
});

export const adminPaymentCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/payments/:id`,
  tags,
  summary: 'One payment, its timeline and its raw callbacks (audited: payment.read)',
  auth: 'bearer',
  params: paymentIdParamsSchema,
  responses: { 200: adminPaymentDetailResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminReconcilePaymentCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/payments/:id/reconcile`,
  tags,
  summary: "Ask the provider's status call and apply its answer as the poller would",
  auth: 'bearer',
  params: paymentIdParamsSchema,
  responses: { 200: adminReconcileResponseSchema, ...errorResponses(401, 403, 404, 409) },
});
