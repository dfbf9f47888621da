import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { storableText } from '../primitives.js';
import {
  REFERRAL_BP_SCALE,
  referralLinkStatusSchema,
  referralMatchKindSchema,
} from './referrals.js';

/**
 * The operator's referral console (issue 25): the programme switch and the commission terms per
 * currency, the self-referral review, the top referrers. Reads need `referrals.read`, changes
 * `referrals.write`; every change is audited with its reason. Money is minor units; running sums
 * are strings (never a JSON number past 2^53).
 */

const minorSchema = z.string().check(z.regex(/^-?\d{1,19}$/));
const count = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));
const readErrors = errorResponses(401, 403);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

/** Why a staff member acts: kept in the audit row. */
export const adminReferralReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Give a reason of at least 3 characters'),
    z.maxLength(500),
    storableText,
  );

// ---------------------------------------------------------------------------------------------
// Settings

/** The commission terms of one currency (the inviter's currency decides them). */
export const adminReferralCurrencyTermsSchema = z.object({
  enabled: z.boolean(),
  /** Basis points of each credited deposit (500 = 5 %), at most 100 %. */
  depositShareBp: count(0, REFERRAL_BP_SCALE),
  /** Basis points of each real-money stake (25 = 0.25 %), at most 100 %. */
  stakeShareBp: count(0, REFERRAL_BP_SCALE),
  /** Days after a friend's registration during which they earn commission. */
  windowDays: count(1, 3650),
  /** The smallest transfer to the main balance, minor units. */
  minTransfer: count(1, 1_000_000_000_000),
});
export type AdminReferralCurrencyTerms = z.infer<typeof adminReferralCurrencyTermsSchema>;

export const adminReferralCurrencySettingsSchema = z.extend(adminReferralCurrencyTermsSchema, {
  currency: currencyCodeSchema,
  updatedAt: z.string(),
  updatedBy: z.nullable(z.int()),
});
export type AdminReferralCurrencySettings = z.infer<typeof adminReferralCurrencySettingsSchema>;

export const adminReferralSettingsSchema = z.object({
  /** The programme switch: off, no currency earns and every player sees `enabled: false`. */
  enabled: z.boolean(),
  /** One row per supported currency, in the catalogue's order. */
  currencies: z.array(adminReferralCurrencySettingsSchema),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.int()),
});
export type AdminReferralSettings = z.infer<typeof adminReferralSettingsSchema>;
export const adminReferralSettingsResponseSchema = okEnvelope({
  settings: adminReferralSettingsSchema,
});

export const adminReferralSwitchBodySchema = z.object({
  enabled: z.boolean(),
  reason: adminReferralReasonSchema,
});
export type AdminReferralSwitchBody = z.infer<typeof adminReferralSwitchBodySchema>;

export const adminReferralCurrencyParamsSchema = z.object({ currency: currencyCodeSchema });
export const adminReferralCurrencyBodySchema = z.extend(adminReferralCurrencyTermsSchema, {
  reason: adminReferralReasonSchema,
});
export type AdminReferralCurrencyBody = z.infer<typeof adminReferralCurrencyBodySchema>;

export const adminReferralSettingsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/referrals/settings`,
  tags: ['admin'],
  summary: 'The referral programme switch and the commission terms per currency',
  auth: 'bearer',
  responses: { 200: adminReferralSettingsResponseSchema, ...readErrors },
});

export const adminReferralSwitchCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/referrals/settings`,
  tags: ['admin'],
  summary: 'Switch the whole referral programme on or off',
  auth: 'bearer',
  body: adminReferralSwitchBodySchema,
  responses: { 200: adminReferralSettingsResponseSchema, ...writeErrors },
});

export const adminReferralCurrencyEditCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/referrals/settings/:currency`,
  tags: ['admin'],
  summary: 'Change one currency’s commission terms (from the next movement on)',
  auth: 'bearer',
  params: adminReferralCurrencyParamsSchema,
  body: adminReferralCurrencyBodySchema,
  responses: { 200: adminReferralSettingsResponseSchema, ...writeErrors },
});

// ---------------------------------------------------------------------------------------------
// Self-referral review

export const adminReferralLinkSchema = z.object({
  id: z.int(),
  referrerId: z.int(),
  referrerEmail: z.nullable(z.string()),
  refereeId: z.int(),
  refereeEmail: z.nullable(z.string()),
  status: referralLinkStatusSchema,
  /** What the two accounts share (empty for a clear link). */
  matchedOn: z.array(referralMatchKindSchema),
  /** Commission earned by this link so far, minor units of `currency`. */
  earned: minorSchema,
  currency: currencyCodeSchema,
  createdAt: z.string(),
  reviewedBy: z.nullable(z.int()),
  reviewedAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type AdminReferralLink = z.infer<typeof adminReferralLinkSchema>;

export const adminReferralReviewsQuerySchema = z.object({
  status: z.optional(z.enum(['pending', 'approved', 'blocked'])),
  /** Keyset cursor: the last link id of the page before. */
  cursor: z.optional(z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'Expected a row id'))),
});
export type AdminReferralReviewsQuery = z.input<typeof adminReferralReviewsQuerySchema>;
export const adminReferralReviewsResponseSchema = okEnvelope({
  items: z.array(adminReferralLinkSchema),
  nextCursor: z.nullable(z.string()),
});

export const adminReferralLinkParamsSchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')),
    z.transform((value: string) => Number(value)),
  ),
});
export const adminReferralReviewBodySchema = z.object({
  /** approved: commission resumes from now; blocked: the link keeps earning nothing. */
  decision: z.enum(['approved', 'blocked']),
  note: adminReferralReasonSchema,
});
export type AdminReferralReviewBody = z.infer<typeof adminReferralReviewBodySchema>;
export const adminReferralLinkResponseSchema = okEnvelope({ link: adminReferralLinkSchema });

export const adminReferralReviewsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/referrals/reviews`,
  tags: ['admin'],
  summary: 'Links held as self-referral (pending by default, or decided), newest first',
  auth: 'bearer',
  query: adminReferralReviewsQuerySchema,
  responses: { 200: adminReferralReviewsResponseSchema, ...readErrors },
});

export const adminReferralReviewCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/referrals/reviews/:id`,
  tags: ['admin'],
  summary: 'Decide a self-referral: approve (commission from now on) or keep it blocked',
  description: 'Unknown link → 404 REFERRAL.NOT_FOUND; a clear link → 409 REFERRAL.STATE_CONFLICT.',
  auth: 'bearer',
  params: adminReferralLinkParamsSchema,
  body: adminReferralReviewBodySchema,
  responses: { 200: adminReferralLinkResponseSchema, ...writeErrors },
});

// ---------------------------------------------------------------------------------------------
// Top referrers

export const adminReferrerSchema = z.object({
  userId: z.int(),
  email: z.nullable(z.string()),
  code: z.string(),
  currency: currencyCodeSchema,
  referrals: z.int(),
  /** Commission ever earned, minor units of `currency`. */
  earned: minorSchema,
  /** The `referral` account now. */
  balance: minorSchema,
});
export type AdminReferrer = z.infer<typeof adminReferrerSchema>;
export const adminReferrersQuerySchema = z.object({ currency: z.optional(currencyCodeSchema) });
export type AdminReferrersQuery = z.input<typeof adminReferrersQuerySchema>;
export const adminReferrersResponseSchema = okEnvelope({ items: z.array(adminReferrerSchema) });

export const adminReferrersCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/referrals/top`,
  tags: ['admin'],
  summary: 'The 50 referrers who earned most (in one currency, or all)',
  auth: 'bearer',
  query: adminReferrersQuerySchema,
  responses: { 200: adminReferrersResponseSchema, ...readErrors },
});
