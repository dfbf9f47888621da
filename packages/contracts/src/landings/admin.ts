import * as z from 'zod/mini';
import { reportDaySchema, reportRangeQuerySchema } from '../admin/reports.js';
import { defineCall, errorResponses } from '../call.js';
import { languageCodeSchema, languageParamSchema } from '../catalogue/languages.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idSchema } from '../primitives.js';
import { landingParamsSchema, landingTextsSchema, LANDING_KINDS } from './calls.js';
import { landingSourceSchema } from './landings.js';

/**
 * The landings' console (issue 25 "Back-office"): each landing's prize (an offer and free spins),
 * its texts per language and its funnel (visits → spins → registrations → first deposits) over
 * a day range (UTC days). Reads need `landings.read`, changes `landings.write`; changes are
 * audited.
 */

/** Free spins a landing adds to its offer; at most this many. */
export const LANDING_MAX_FREE_SPINS = 500;

export const adminLandingFunnelSchema = z.object({
  visits: z.int(),
  spins: z.int(),
  registrations: z.int(),
  firstDeposits: z.int(),
});
export type AdminLandingFunnel = z.infer<typeof adminLandingFunnelSchema>;

/** The prize as configured (the player call shows it in figures of a currency). */
export const adminLandingPrizeSchema = z.object({
  offerId: z.int(),
  offerName: z.string(),
  /** The offer's state: a paused or ended offer is not granted (the console warns). */
  offerStatus: z.string(),
  freeSpins: z.nullable(
    z.object({ count: z.int(), game: z.object({ alias: z.string(), name: z.string() }) }),
  ),
  /** When staff last changed it; null: the default prize. */
  updatedAt: z.nullable(z.string()),
});
export type AdminLandingPrize = z.infer<typeof adminLandingPrizeSchema>;

export const adminLandingSchema = z.object({
  source: landingSourceSchema,
  kind: z.enum(LANDING_KINDS),
  /** Path segment of the calls (`coin-strike`). */
  name: z.string(),
  /** Where the site shows it (`/land/wheels/olympus`, `/?popup=plinko-registration`). */
  sitePath: z.string(),
  prize: adminLandingPrizeSchema,
  /** Languages with operator texts; the others show the defaults. */
  editedLanguages: z.array(languageCodeSchema),
  /** Over the asked range. */
  funnel: adminLandingFunnelSchema,
});
export type AdminLanding = z.infer<typeof adminLandingSchema>;

export const adminLandingsQuerySchema = reportRangeQuerySchema;
export type AdminLandingsQuery = z.input<typeof adminLandingsQuerySchema>;

export const adminLandingsResponseSchema = okEnvelope({
  from: reportDaySchema,
  to: reportDaySchema,
  landings: z.array(adminLandingSchema),
});
export type AdminLandingsResponse = z.infer<typeof adminLandingsResponseSchema>;

export const adminLandingTextsEntrySchema = z.object({
  language: languageCodeSchema,
  /** Raw, placeholders unfilled. */
  texts: landingTextsSchema,
  /** false: these are the defaults. */
  edited: z.boolean(),
});
export type AdminLandingTextsEntry = z.infer<typeof adminLandingTextsEntrySchema>;

export const adminLandingDaySchema = z.object({
  day: reportDaySchema,
  ...adminLandingFunnelSchema.shape,
});
export type AdminLandingDay = z.infer<typeof adminLandingDaySchema>;

export const adminLandingResponseSchema = okEnvelope({
  from: reportDaySchema,
  to: reportDaySchema,
  landing: adminLandingSchema,
  /** Every language, in LANGUAGE_CODES order. */
  texts: z.array(adminLandingTextsEntrySchema),
  /** Every day of the range, oldest first (days without counts are zeros). */
  days: z.array(adminLandingDaySchema),
  /** What the prize editor offers: the offers running now that may be a prize… */
  offers: z.array(z.object({ id: z.int(), name: z.string(), kind: z.string() })),
  /** …and the studio slots free spins play on. */
  spinsGames: z.array(z.object({ alias: z.string(), name: z.string() })),
});
export type AdminLandingResponse = z.infer<typeof adminLandingResponseSchema>;

/** The prize of a landing: a deposit or free-spin offer and, optionally, free spins on a game. */
export const adminLandingPrizeBodySchema = z.object({
  offerId: idSchema,
  freeSpins: z.nullable(
    z.object({
      gameAlias: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'A game alias')),
      count: z.int().check(z.gte(1), z.lte(LANDING_MAX_FREE_SPINS)),
    }),
  ),
});
export type AdminLandingPrizeBody = z.infer<typeof adminLandingPrizeBodySchema>;

export const adminLandingTextsParamsSchema = z.object({
  ...landingParamsSchema.shape,
  lang: languageParamSchema,
});
export type AdminLandingTextsParams = z.input<typeof adminLandingTextsParamsSchema>;

export const adminLandingTextsBodySchema = landingTextsSchema;
export type AdminLandingTextsBody = z.infer<typeof adminLandingTextsBodySchema>;

export const adminLandingTextsResponseSchema = okEnvelope({ entry: adminLandingTextsEntrySchema });
export const adminLandingUpdateResponseSchema = okEnvelope({ landing: adminLandingSchema });

const readErrors = errorResponses(401, 403, 404);
const writeErrors = errorResponses(401, 403, 404, 422);

export const adminLandingsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/landings`,
  tags: ['admin'],
  summary: 'Every landing with its prize and its funnel over a day range (default 30 days)',
  auth: 'bearer',
  query: adminLandingsQuerySchema,
  responses: { 200: adminLandingsResponseSchema, ...readErrors },
});

export const adminLandingCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/landings/:kind/:name`,
  tags: ['admin'],
  summary: 'One landing: prize, texts in every language, funnel by day',
  auth: 'bearer',
  params: landingParamsSchema,
  query: adminLandingsQuerySchema,
  responses: { 200: adminLandingResponseSchema, ...readErrors },
});

export const adminLandingPrizeUpdateCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/landings/:kind/:name/prize`,
  tags: ['admin'],
  summary: "Set a landing's prize (for accounts registered from now on)",
  description:
    'An unknown offer, an offer not for first deposits, or an unknown free-spin game → 422 ' +
    'LANDING.PRIZE_INVALID. Accounts tied before keep the prize of their sign-up.',
  auth: 'bearer',
  params: landingParamsSchema,
  body: adminLandingPrizeBodySchema,
  responses: { 200: adminLandingUpdateResponseSchema, ...writeErrors },
});

export const adminLandingTextsUpdateCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/landings/:kind/:name/texts/:lang`,
  tags: ['admin'],
  summary: "Set a landing's texts in one language",
  auth: 'bearer',
  params: adminLandingTextsParamsSchema,
  body: adminLandingTextsBodySchema,
  responses: { 200: adminLandingTextsResponseSchema, ...writeErrors },
});

export const adminLandingTextsResetCall = defineCall({
  method: 'DELETE',
  path: `${API_PREFIX}/admin/landings/:kind/:name/texts/:lang`,
  tags: ['admin'],
  summary: "Drop a landing's texts in one language: the defaults show again",
  auth: 'bearer',
  params: adminLandingTextsParamsSchema,
  responses: { 200: adminLandingTextsResponseSchema, ...writeErrors },
});
