import * as z from 'zod/mini';
import {
  bonusCategorySchema,
  bonusDisplayKindSchema,
  bonusKindSchema,
  bonusProductSchema,
  bonusRecordSchema,
  bonusSourceSchema,
  bonusStatusSchema,
  bonusTermsSchema,
  offerAmountsSchema,
  promoCodeSchema,
  promoRewardSchema,
} from '../bonuses/bonuses.js';
import { promoAmountsSchema } from '../bonuses/promo.js';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema, idSchema, storableText } from '../primitives.js';
import { adminPlayerLedgerEntrySchema, adminPlayerParamsSchema } from './players.js';

/**
 * The operator's bonus engine (issue 21 "Back-office"): offers, free-spin campaigns, promo codes,
 * a player's bonuses with their ledger entries, the review of refused grants and the bonus
 * settings. Reads need `bonuses.read`, changes `bonuses.write`; every change is audited.
 * Money is minor units: the offers' and codes' per-currency figures are integers (as stored in
 * their jsonb), a player's running amounts are strings (never a JSON number there).
 */

/** Why a staff member acts: required on every status change and cancel, kept in the audit row. */
export const adminBonusReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Give a reason of at least 3 characters'),
    z.maxLength(500),
    storableText,
  );
export const adminBonusReasonBodySchema = z.object({ reason: adminBonusReasonSchema });

const minorSchema = z.string().check(z.regex(/^-?\d{1,19}$/));
const instantSchema = z.iso.datetime({ offset: true });
/** Row ids of bigserial tables (grants, campaigns, refusals) as path or query parameters. */
const bigIdParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'Expected a positive integer id')),
  z.transform((value: string) => Number(value)),
);
/** A keyset cursor: the last row's id of the page before. */
const cursorSchema = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'Expected a row id'));
const pageOf = <T extends z.core.$ZodType>(item: T) =>
  okEnvelope({ items: z.array(item), nextCursor: z.nullable(z.string()) });
const count = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** Offers and codes: active (in use), paused (not offered for now), ended (for good). */
export const ADMIN_BONUS_STATES = ['active', 'paused', 'ended'] as const;
export const adminBonusStateSchema = z.enum(ADMIN_BONUS_STATES);
export type AdminBonusState = z.infer<typeof adminBonusStateSchema>;
export const adminBonusStateBodySchema = z.object({
  status: adminBonusStateSchema,
  reason: adminBonusReasonSchema,
});
export type AdminBonusStateBody = z.infer<typeof adminBonusStateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Offers

/** Per currency, minor units; USD is required (other currencies: USD by the exchange rates). */
export const adminOfferAmountsSchema = z.partialRecord(currencyCodeSchema, offerAmountsSchema);

/** Every operator field of `bonus_offers` (its slug, status and dates of record aside). */
export const adminBonusOfferBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80), storableText),
  kind: bonusKindSchema,
  displayKind: bonusDisplayKindSchema,
  product: bonusProductSchema,
  /** Percent of the deposit (deposit offers). */
  percent: count(0, 1000),
  /** The increased percent for a first deposit within `fastMinutes` of registration. */
  fastPercent: z.nullable(count(1, 1000)),
  fastMinutes: z.nullable(count(1, 7 * 24 * 60)),
  /** A welcome offer: the first deposit must come within this many hours of registration. */
  depositWindowHours: z.nullable(count(1, 365 * 24)),
  /** The bonus choice made at registration it applies to. */
  registration: z.enum(['casino', 'sport', 'any']),
  /** Which deposits it applies to. */
  deposits: z.enum(['first', 'any']),
  amounts: adminOfferAmountsSchema,
  /** Largest stake while wagering per currency (minor units); null: no limit. */
  maxStake: z.nullable(z.partialRecord(currencyCodeSchema, count(1, Number.MAX_SAFE_INTEGER))),
  wagerMultiplier: count(0, 1000),
  wageringHours: count(1, 365 * 24),
  freespinWagerMultiplier: z.nullable(count(0, 1000)),
  freespinWageringHours: z.nullable(count(1, 365 * 24)),
  /** Percent of a stake that counts per game category (engagement §9 "Turnover contribution"). */
  contributions: z.record(bonusCategorySchema, count(0, 100)),
  /** Transferable amount = bonus × payout coefficient, in percent (100 = coefficient 1). */
  payoutPercent: count(0, 100),
  spinsTotal: z.nullable(count(1, 10_000)),
  spinsParts: z.nullable(count(1, 100)),
  spinsPartHours: z.nullable(count(1, 24 * 30)),
  /** Catalogue alias of the free-spin game. */
  spinsGame: z.nullable(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,79}$/))),
  /** Claim window of a grant ready to receive, hours. */
  claimHours: count(1, 365 * 24),
  startsAt: z.nullable(instantSchema),
  endsAt: z.nullable(instantSchema),
});
export type AdminBonusOfferBody = z.infer<typeof adminBonusOfferBodySchema>;

export const adminBonusOfferSchema = z.extend(adminBonusOfferBodySchema, {
  id: z.int(),
  /** Stable key of a seeded offer (`welcome-casino`…); null for offers staff made. */
  slug: z.nullable(z.string()),
  status: adminBonusStateSchema,
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBonusOffer = z.infer<typeof adminBonusOfferSchema>;

export const adminBonusOfferParamsSchema = z.object({ id: idParamSchema });
export const adminBonusOffersQuerySchema = z.object({
  status: z.optional(adminBonusStateSchema),
  cursor: z.optional(cursorSchema),
});
export type AdminBonusOffersQuery = z.input<typeof adminBonusOffersQuerySchema>;
export const adminBonusOffersResponseSchema = pageOf(adminBonusOfferSchema);
export const adminBonusOfferResponseSchema = okEnvelope({ offer: adminBonusOfferSchema });

const readErrors = errorResponses(401, 403);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

export const adminBonusOffersCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/bonus-offers`,
  tags: ['admin'],
  summary: 'Bonus offers, newest first (keyset: cursor = the last offer’s id)',
  auth: 'bearer',
  query: adminBonusOffersQuerySchema,
  responses: { 200: adminBonusOffersResponseSchema, ...readErrors },
});

export const adminBonusOfferCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/bonus-offers/:id`,
  tags: ['admin'],
  summary: 'One bonus offer',
  auth: 'bearer',
  params: adminBonusOfferParamsSchema,
  responses: { 200: adminBonusOfferResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminBonusOfferCreateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/bonus-offers`,
  tags: ['admin'],
  summary: 'Create a bonus offer (active)',
  description:
    'Figures that do not fit (no USD amounts, minimum above maximum, a free-spin offer without ' +
    'its spins…) → 422 BONUS.OFFER_INVALID with the reason.',
  auth: 'bearer',
  body: adminBonusOfferBodySchema,
  responses: { 200: adminBonusOfferResponseSchema, ...writeErrors },
});

export const adminBonusOfferEditCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/bonus-offers/:id`,
  tags: ['admin'],
  summary: 'Replace an offer’s terms; running grants keep the terms they were granted with',
  description: 'An ended offer → 409 BONUS.STATE_CONFLICT; bad figures → 422 BONUS.OFFER_INVALID.',
  auth: 'bearer',
  params: adminBonusOfferParamsSchema,
  body: adminBonusOfferBodySchema,
  responses: { 200: adminBonusOfferResponseSchema, ...writeErrors },
});

export const adminBonusOfferStateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/bonus-offers/:id/status`,
  tags: ['admin'],
  summary: 'Pause, resume or end an offer (an ended offer stays ended)',
  auth: 'bearer',
  params: adminBonusOfferParamsSchema,
  body: adminBonusStateBodySchema,
  responses: { 200: adminBonusOfferResponseSchema, ...writeErrors },
});

// ---------------------------------------------------------------------------------------------
// The operator's settings

export const adminBonusSettingsSchema = z.object({
  /** The sport bonus is offered at registration only while the sportsbook is switched on. */
  sportsbookEnabled: z.boolean(),
  /** Refuse a withdrawal while real-money stakes since registration are below deposits. */
  turnoverRule: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.int()),
});
export type AdminBonusSettings = z.infer<typeof adminBonusSettingsSchema>;
export const adminBonusSettingsBodySchema = z.object({
  sportsbookEnabled: z.boolean(),
  turnoverRule: z.boolean(),
  reason: adminBonusReasonSchema,
});
export type AdminBonusSettingsBody = z.infer<typeof adminBonusSettingsBodySchema>;
export const adminBonusSettingsResponseSchema = okEnvelope({ settings: adminBonusSettingsSchema });

export const adminBonusSettingsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/bonus-settings`,
  tags: ['admin'],
  summary: 'The operator’s bonus settings: sportsbook switch, turnover rule on withdrawals',
  auth: 'bearer',
  responses: { 200: adminBonusSettingsResponseSchema, ...readErrors },
});

export const adminBonusSettingsEditCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/bonus-settings`,
  tags: ['admin'],
  summary: 'Change the bonus settings',
  auth: 'bearer',
  body: adminBonusSettingsBodySchema,
  responses: { 200: adminBonusSettingsResponseSchema, ...errorResponses(401, 403) },
});

// ---------------------------------------------------------------------------------------------
// Refused grants (one bonus per person)

export const ADMIN_REFUSAL_STATES = ['open', 'upheld', 'overturned'] as const;
export const adminRefusalStateSchema = z.enum(ADMIN_REFUSAL_STATES);
export const adminBonusRefusalSchema = z.object({
  id: z.int(),
  userId: z.int(),
  /** The player's e-mail, null when the account is gone. */
  email: z.nullable(z.string()),
  source: bonusSourceSchema,
  offerId: z.nullable(z.int()),
  promoCodeId: z.nullable(z.int()),
  paymentId: z.nullable(z.string()),
  matchedOn: z.enum(['email', 'phone', 'card', 'address']),
  /** The account of the same person that already got a bonus. */
  matchedUserId: z.int(),
  matchedEmail: z.nullable(z.string()),
  status: adminRefusalStateSchema,
  reviewedBy: z.nullable(z.int()),
  reviewedAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminBonusRefusal = z.infer<typeof adminBonusRefusalSchema>;
export const adminBonusRefusalsQuerySchema = z.object({
  status: z.optional(adminRefusalStateSchema),
  cursor: z.optional(cursorSchema),
});
export type AdminBonusRefusalsQuery = z.input<typeof adminBonusRefusalsQuerySchema>;
export const adminBonusRefusalsResponseSchema = pageOf(adminBonusRefusalSchema);
export const adminBonusRefusalParamsSchema = z.object({ id: bigIdParamSchema });
export const adminBonusRefusalReviewBodySchema = z.object({
  decision: z.enum(['upheld', 'overturned']),
  note: adminBonusReasonSchema,
});
export type AdminBonusRefusalReviewBody = z.infer<typeof adminBonusRefusalReviewBodySchema>;
export const adminBonusRefusalResponseSchema = okEnvelope({ refusal: adminBonusRefusalSchema });

export const adminBonusRefusalsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/bonus-refusals`,
  tags: ['admin'],
  summary: 'Grants refused as a second bonus of the same person, newest first',
  auth: 'bearer',
  query: adminBonusRefusalsQuerySchema,
  responses: { 200: adminBonusRefusalsResponseSchema, ...readErrors },
});

export const adminBonusRefusalReviewCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/bonus-refusals/:id/review`,
  tags: ['admin'],
  summary: 'Decide an open refusal: upheld (the same person) or overturned (a wrong match)',
  description: 'Already decided → 409 BONUS.STATE_CONFLICT.',
  auth: 'bearer',
  params: adminBonusRefusalParamsSchema,
  body: adminBonusRefusalReviewBodySchema,
  responses: { 200: adminBonusRefusalResponseSchema, ...writeErrors },
});

// ---------------------------------------------------------------------------------------------
// A player's bonuses

export const adminPlayerBonusSchema = z.object({
  id: z.int(),
  offerId: z.nullable(z.int()),
  name: z.string(),
  kind: bonusKindSchema,
  displayKind: bonusDisplayKindSchema,
  product: bonusProductSchema,
  source: bonusSourceSchema,
  status: bonusStatusSchema,
  currency: currencyCodeSchema,
  amount: minorSchema,
  depositAmount: z.nullable(minorSchema),
  wagerRequired: minorSchema,
  wagerProgress: minorSchema,
  /** Progress in whole percent (0–100). */
  progressPercent: z.int(),
  converted: z.nullable(minorSchema),
  forfeited: z.nullable(minorSchema),
  campaignId: z.nullable(z.int()),
  promoCodeId: z.nullable(z.int()),
  validUntil: z.nullable(z.string()),
  wagerValidUntil: z.nullable(z.string()),
  activatedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  endReason: z.nullable(z.string()),
  createdAt: z.string(),
  /** What it was granted with. */
  terms: bonusTermsSchema,
});
export type AdminPlayerBonus = z.infer<typeof adminPlayerBonusSchema>;
export const adminPlayerBonusesResponseSchema = okEnvelope({
  items: z.array(adminPlayerBonusSchema),
});
export const adminPlayerBonusParamsSchema = z.object({
  id: idParamSchema,
  grantId: bigIdParamSchema,
});
export const adminPlayerBonusCancelResponseSchema = okEnvelope({ bonus: bonusRecordSchema });
export const adminPlayerBonusLedgerQuerySchema = z.object({ cursor: z.optional(cursorSchema) });
export const adminPlayerBonusLedgerResponseSchema = pageOf(adminPlayerLedgerEntrySchema);

export const adminPlayerBonusesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/players/:id/bonuses`,
  tags: ['admin'],
  summary: 'Every bonus of a player with its progress and terms, newest first (audited read)',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  responses: { 200: adminPlayerBonusesResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerBonusLedgerCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/players/:id/bonus-ledger`,
  tags: ['admin'],
  summary:
    'A player’s bonus ledger entries (bonus and free-spin accounts, grants, conversions, ' +
    'cancellations), newest first; a page may be short, `nextCursor` null at the end',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  query: adminPlayerBonusLedgerQuerySchema,
  responses: { 200: adminPlayerBonusLedgerResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerBonusCancelCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/players/:id/bonuses/:grantId/cancel`,
  tags: ['admin'],
  summary: 'Cancel a player’s bonus: its progress and unused bonus money are lost',
  description: 'Unknown → 404 BONUS.NOT_FOUND; already ended → 409 BONUS.STATE_CONFLICT.',
  auth: 'bearer',
  params: adminPlayerBonusParamsSchema,
  body: adminBonusReasonBodySchema,
  responses: { 200: adminPlayerBonusCancelResponseSchema, ...writeErrors },
});

// ---------------------------------------------------------------------------------------------
// Free-spin campaigns

export const ADMIN_CAMPAIGN_STATES = ['await_spin', 'finished', 'cancelled', 'expired'] as const;
export const adminCampaignStateSchema = z.enum(ADMIN_CAMPAIGN_STATES);
export const adminFreespinCampaignSchema = z.object({
  id: z.int(),
  userId: z.int(),
  currency: z.string(),
  offerId: z.nullable(z.int()),
  grantId: z.nullable(z.int()),
  source: z.string(),
  promoCodeId: z.nullable(z.int()),
  game: z.string(),
  bet: minorSchema,
  spinsTotal: z.int(),
  spinsPlayed: z.int(),
  winTotal: minorSchema,
  winCap: minorSchema,
  status: adminCampaignStateSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  parts: z.array(
    z.object({
      part: z.int(),
      spins: z.int(),
      played: z.int(),
      availableFrom: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type AdminFreespinCampaign = z.infer<typeof adminFreespinCampaignSchema>;
export const adminFreespinCampaignsQuerySchema = z.object({
  userId: z.optional(idParamSchema),
  status: z.optional(adminCampaignStateSchema),
  offerId: z.optional(idParamSchema),
  cursor: z.optional(cursorSchema),
});
export type AdminFreespinCampaignsQuery = z.input<typeof adminFreespinCampaignsQuerySchema>;
export type AdminFreespinCampaignsFilter = z.output<typeof adminFreespinCampaignsQuerySchema>;
export const adminFreespinCampaignsResponseSchema = pageOf(adminFreespinCampaignSchema);
export const adminFreespinCampaignParamsSchema = z.object({ id: bigIdParamSchema });
export const adminFreespinCampaignResponseSchema = okEnvelope({
  campaign: adminFreespinCampaignSchema,
});

export const adminFreespinCampaignsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/freespin-campaigns`,
  tags: ['admin'],
  summary: 'Free-spin campaigns by player, status and offer, newest first',
  auth: 'bearer',
  query: adminFreespinCampaignsQuerySchema,
  responses: { 200: adminFreespinCampaignsResponseSchema, ...readErrors },
});

export const adminFreespinCampaignEndCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/freespin-campaigns/:id/end`,
  tags: ['admin'],
  summary: 'End a campaign waiting for spins: spins left and its winnings are lost',
  description:
    'Unknown → 404 FREESPIN.NOT_FOUND; not waiting for spins → 409 BONUS.STATE_CONFLICT.',
  auth: 'bearer',
  params: adminFreespinCampaignParamsSchema,
  body: adminBonusReasonBodySchema,
  responses: { 200: adminFreespinCampaignResponseSchema, ...writeErrors },
});

// ---------------------------------------------------------------------------------------------
// Promo codes

const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/));

export const adminPromoCodeBodySchema = z.object({
  /** Case-insensitive: stored upper case. */
  code: promoCodeSchema,
  reward: promoRewardSchema,
  /** The offer whose terms a bonus or free-spin reward is granted with (required for those). */
  offerId: z.nullable(idSchema),
  /** The figure per currency (USD required but for free spins) and the spins (PromoAmounts). */
  amounts: promoAmountsSchema,
  /** Refund: percent of net losses over `refundDays` days. */
  refundPercent: z.nullable(count(1, 100)),
  refundDays: z.nullable(count(1, 365)),
  validFrom: z.nullable(instantSchema),
  validUntil: z.nullable(instantSchema),
  /** Empty: every currency / country. */
  currencies: z.array(currencyCodeSchema).check(z.maxLength(50)),
  countries: z.array(countryCodeSchema).check(z.maxLength(250)),
  /** Uses over all players; null: no limit (each player once in any case). */
  maxUses: z.nullable(count(1, 10_000_000)),
});
export type AdminPromoCodeBody = z.input<typeof adminPromoCodeBodySchema>;

export const adminPromoCodeSchema = z.object({
  id: z.int(),
  code: z.string(),
  reward: promoRewardSchema,
  offerId: z.nullable(z.int()),
  amounts: promoAmountsSchema,
  refundPercent: z.nullable(z.int()),
  refundDays: z.nullable(z.int()),
  validFrom: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  currencies: z.array(z.string()),
  countries: z.array(z.string()),
  maxUses: z.nullable(z.int()),
  uses: z.int(),
  status: adminBonusStateSchema,
  createdBy: z.nullable(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodesQuerySchema = z.object({
  status: z.optional(adminBonusStateSchema),
  /** A code or its beginning, any case. */
  q: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{1,32}$/))),
  cursor: z.optional(cursorSchema),
});
export type AdminPromoCodesQuery = z.input<typeof adminPromoCodesQuerySchema>;
export const adminPromoCodesResponseSchema = pageOf(adminPromoCodeSchema);
export const adminPromoCodeParamsSchema = z.object({ id: idParamSchema });
export const adminPromoCodeResponseSchema = okEnvelope({ code: adminPromoCodeSchema });
export const adminPromoRedemptionSchema = z.object({
  id: z.int(),
  userId: z.int(),
  grantId: z.nullable(z.int()),
  campaignId: z.nullable(z.int()),
  insuranceId: z.nullable(z.int()),
  amount: z.nullable(minorSchema),
  createdAt: z.string(),
});
export type AdminPromoRedemption = z.infer<typeof adminPromoRedemptionSchema>;
export const adminPromoRedemptionsQuerySchema = z.object({ cursor: z.optional(cursorSchema) });
export const adminPromoRedemptionsResponseSchema = pageOf(adminPromoRedemptionSchema);

export const adminPromoCodesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/promo-codes`,
  tags: ['admin'],
  summary: 'Promo codes with their uses, newest first',
  auth: 'bearer',
  query: adminPromoCodesQuerySchema,
  responses: { 200: adminPromoCodesResponseSchema, ...readErrors },
});

export const adminPromoCodeCreateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/promo-codes`,
  tags: ['admin'],
  summary: 'Create a promo code (active)',
  description:
    'The code taken (any case) → 409 PROMO.CODE_TAKEN; figures that do not fit → 422 ' +
    'BONUS.OFFER_INVALID; an unknown offer → 404 BONUS.NOT_FOUND.',
  auth: 'bearer',
  body: adminPromoCodeBodySchema,
  responses: { 200: adminPromoCodeResponseSchema, ...writeErrors },
});

export const adminPromoCodeStateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/promo-codes/:id/status`,
  tags: ['admin'],
  summary: 'Pause, resume or end a promo code (an ended code stays ended)',
  auth: 'bearer',
  params: adminPromoCodeParamsSchema,
  body: adminBonusStateBodySchema,
  responses: { 200: adminPromoCodeResponseSchema, ...writeErrors },
});

export const adminPromoRedemptionsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/promo-codes/:id/redemptions`,
  tags: ['admin'],
  summary: 'The uses of a promo code, newest first',
  auth: 'bearer',
  params: adminPromoCodeParamsSchema,
  query: adminPromoRedemptionsQuerySchema,
  responses: { 200: adminPromoRedemptionsResponseSchema, ...errorResponses(401, 403, 404) },
});
