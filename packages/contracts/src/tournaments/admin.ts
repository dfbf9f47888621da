import * as z from 'zod/mini';
import { adminUploadSchema } from '../admin/catalogue.js';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { languageCodeSchema } from '../catalogue/languages.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema, storableText } from '../primitives.js';
import {
  tournamentEntrySchema,
  tournamentMinorSchema,
  tournamentPrizeFundSchema,
  tournamentPrizeSchema,
  tournamentScoringSchema,
} from './tournaments.js';

/**
 * The operator's tournaments (issue 25 "Back-office"): create, edit before the start, cancel
 * (nobody is paid), and read one with its live leaderboard and its payouts. Reads need
 * `tournaments.read`, changes `tournaments.write`; every change is audited.
 *
 * Server-side checks beyond these shapes answer 422: the end not after the start, a start in the
 * past on create, an unknown IANA zone, prize rows not covering places 1…n once each, no English
 * texts or a language twice → TOURNAMENT.INVALID; a game alias the catalogue lacks →
 * TOURNAMENT.GAME_UNKNOWN; a bonus offer id no offer has → TOURNAMENT.OFFER_UNKNOWN; a banner
 * never uploaded → UPLOAD.NOT_FOUND.
 */

/** Console status: the schedule's three, and `cancelled` (by staff, before the end). */
export const ADMIN_TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished', 'cancelled'] as const;
export const adminTournamentStatusSchema = z.enum(ADMIN_TOURNAMENT_STATUSES);
export type AdminTournamentStatus = z.infer<typeof adminTournamentStatusSchema>;

/** The largest place a prize table may reach. */
export const TOURNAMENT_MAX_PRIZE_PLACE = 1000;
/** The most rows a prize table may have. */
export const TOURNAMENT_MAX_PRIZE_ROWS = 50;
/** The most games a tournament may name. */
export const TOURNAMENT_MAX_GAMES = 500;

const instantSchema = z.iso.datetime({ offset: true });
const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max), storableText);
const place = z.int().check(z.gte(1), z.lte(TOURNAMENT_MAX_PRIZE_PLACE));

/** An IANA zone name (`Europe/Istanbul`, `UTC`); the server checks it is one it knows. */
export const timeZoneSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/));

export const adminTournamentTextSchema = z.object({
  language: languageCodeSchema,
  title: text(1, 80),
  /** The card's short description. */
  description: text(0, 300),
  /** The rules (plain text; blank lines separate paragraphs). */
  rules: text(0, 5000),
});
export type AdminTournamentText = z.infer<typeof adminTournamentTextSchema>;

/** One prize row: each of places `placeFrom`…`placeTo` wins money or a bonus offer. */
export const adminTournamentPrizeBodySchema = z.discriminatedUnion('kind', [
  z.object({
    placeFrom: place,
    placeTo: place,
    kind: z.literal('money'),
    /** Minor units of the reporting currency, paid to each place's real balance; > 0. */
    amount: tournamentMinorSchema,
  }),
  z.object({
    placeFrom: place,
    placeTo: place,
    kind: z.literal('bonus'),
    /** A bonus offer (console bonus offers) granted to each place through the bonus engine. */
    bonusOfferId: z.int().check(z.gte(1), z.lte(2_147_483_647)),
  }),
]);
export type AdminTournamentPrizeBody = z.infer<typeof adminTournamentPrizeBodySchema>;

/** What staff write on create and on edit (an edit replaces the whole tournament). */
export const adminTournamentBodySchema = z.object({
  startsAt: instantSchema,
  endsAt: instantSchema,
  timeZone: timeZoneSchema,
  /** Eligible games by catalogue alias; with `categories`, at least one game or category. */
  games: z
    .array(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,79}$/)))
    .check(z.maxLength(TOURNAMENT_MAX_GAMES)),
  /** Eligible category slugs (GAME_CATEGORIES); `popular` makes every game eligible. */
  categories: z
    .array(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)))
    .check(z.maxLength(20)),
  reportingCurrency: currencyCodeSchema,
  /** Player currencies that take part; empty: every currency. */
  currencies: z.array(currencyCodeSchema).check(z.maxLength(20)),
  scoring: tournamentScoringSchema,
  /** Bets below this stake (minor units of the reporting currency) earn nothing; "0": any bet. */
  minStake: tournamentMinorSchema,
  entry: tournamentEntrySchema,
  prizes: z
    .array(adminTournamentPrizeBodySchema)
    .check(z.minLength(1), z.maxLength(TOURNAMENT_MAX_PRIZE_ROWS)),
  /** An uploaded banner (`/static/uploads/…`, from adminTournamentBannerCall), or null. */
  bannerUrl: z.nullable(
    z.string().check(z.maxLength(200), z.regex(/^\/(?:static\/uploads|images)\/[A-Za-z0-9._/-]+$/)),
  ),
  /** One per language; English is required (every other language falls back to it). */
  texts: z.array(adminTournamentTextSchema).check(z.minLength(1), z.maxLength(11)),
});
export type AdminTournamentBody = z.infer<typeof adminTournamentBodySchema>;

/** A row of the console list. */
export const adminTournamentSummarySchema = z.object({
  id: z.int(),
  /** The English title. */
  title: z.string(),
  status: adminTournamentStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  scoring: tournamentScoringSchema,
  entry: tournamentEntrySchema,
  reportingCurrency: currencyCodeSchema,
  participants: z.int(),
  prizeFund: tournamentPrizeFundSchema,
  /** When the final places were stored and the prizes paid; null before. */
  settledAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminTournamentSummary = z.infer<typeof adminTournamentSummarySchema>;

/** One tournament as the editor holds it, with its state. */
export const adminTournamentSchema = z.extend(adminTournamentBodySchema, {
  id: z.int(),
  status: adminTournamentStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The prize table as the player site shows it (bonus offers with their names). */
  prizeTable: z.array(tournamentPrizeSchema),
  prizeFund: tournamentPrizeFundSchema,
  participants: z.int(),
  /** Whether it can still be edited (before its start, not cancelled). */
  editable: z.boolean(),
  cancelledAt: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;

/** A leaderboard row as staff see it: the player's id and unmasked login name. */
export const adminTournamentLeaderSchema = z.object({
  place: z.int(),
  userId: z.int(),
  name: z.string(),
  points: tournamentMinorSchema,
  joinedAt: z.string(),
});
export type AdminTournamentLeader = z.infer<typeof adminTournamentLeaderSchema>;

/** A prize paid (or granted) at the end. */
export const adminTournamentPayoutSchema = z.object({
  place: z.int(),
  userId: z.int(),
  points: tournamentMinorSchema,
  kind: z.enum(['money', 'bonus']),
  /** `money`: minor units of `currency` credited (the reporting currency converted to the
   * player's currency at payout), and the ledger transaction. */
  amount: z.nullable(tournamentMinorSchema),
  currency: z.nullable(currencyCodeSchema),
  transactionId: z.nullable(z.string()),
  /** `bonus`: the offer and the grant it made (null when the engine refused: see `note`). */
  bonusOfferId: z.nullable(z.int()),
  bonusGrantId: z.nullable(z.int()),
  /**
   * `pending` (places final, the prize being paid: seconds), `paid` (money), `granted` (bonus), or
   * `refused` (a bonus the engine would not grant, or an offer gone; `note` says why).
   */
  status: z.enum(['pending', 'paid', 'granted', 'refused']),
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminTournamentPayout = z.infer<typeof adminTournamentPayoutSchema>;

export const adminTournamentParamsSchema = z.object({ id: idParamSchema });
export const adminTournamentsQuerySchema = z.object({
  status: z.optional(adminTournamentStatusSchema),
});
export type AdminTournamentsQuery = z.input<typeof adminTournamentsQuerySchema>;

export const adminTournamentsResponseSchema = okEnvelope({
  tournaments: z.array(adminTournamentSummarySchema),
});
export type AdminTournamentsResponse = z.infer<typeof adminTournamentsResponseSchema>;

export const adminTournamentResponseSchema = okEnvelope({ tournament: adminTournamentSchema });
export type AdminTournamentResponse = z.infer<typeof adminTournamentResponseSchema>;

export const adminTournamentDetailResponseSchema = okEnvelope({
  tournament: adminTournamentSchema,
  /** The top 100 now (the final places once settled). */
  leaderboard: z.array(adminTournamentLeaderSchema),
  payouts: z.array(adminTournamentPayoutSchema),
});
export type AdminTournamentDetailResponse = z.infer<typeof adminTournamentDetailResponseSchema>;

export const adminTournamentCancelBodySchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500), storableText),
});
export type AdminTournamentCancelBody = z.infer<typeof adminTournamentCancelBodySchema>;

export const adminTournamentBannerResponseSchema = okEnvelope({ upload: adminUploadSchema });

const readErrors = errorResponses(401, 403);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

export const adminTournamentsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/tournaments`,
  tags: ['admin'],
  summary: 'Every tournament, latest start first (at most 500)',
  auth: 'bearer',
  query: adminTournamentsQuerySchema,
  responses: { 200: adminTournamentsResponseSchema, ...readErrors },
});

export const adminTournamentCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/tournaments/:id`,
  tags: ['admin'],
  summary: 'One tournament with its leaderboard and payouts',
  description: 'Unknown → 404 TOURNAMENT.NOT_FOUND.',
  auth: 'bearer',
  params: adminTournamentParamsSchema,
  responses: { 200: adminTournamentDetailResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminTournamentCreateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/tournaments`,
  tags: ['admin'],
  summary: 'Create a tournament',
  auth: 'bearer',
  body: adminTournamentBodySchema,
  responses: { 200: adminTournamentResponseSchema, ...writeErrors },
});

export const adminTournamentEditCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/tournaments/:id`,
  tags: ['admin'],
  summary: 'Replace a tournament before its start',
  description:
    'Unknown → 404 TOURNAMENT.NOT_FOUND; started, ended or cancelled → 409 TOURNAMENT.STARTED.',
  auth: 'bearer',
  params: adminTournamentParamsSchema,
  body: adminTournamentBodySchema,
  responses: { 200: adminTournamentResponseSchema, ...writeErrors },
});

export const adminTournamentCancelCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/tournaments/:id/cancel`,
  tags: ['admin'],
  summary: 'Cancel a tournament: it stops scoring and pays no prizes',
  description:
    'Unknown → 404 TOURNAMENT.NOT_FOUND; already cancelled, or ended (its prizes are being or ' +
    'were paid) → 409 TOURNAMENT.FINISHED.',
  auth: 'bearer',
  params: adminTournamentParamsSchema,
  body: adminTournamentCancelBodySchema,
  responses: { 200: adminTournamentResponseSchema, ...writeErrors },
});

export const adminTournamentBannerCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/tournaments/banners`,
  tags: ['admin'],
  summary: 'Upload a banner picture: the raw PNG, JPEG, WebP or AVIF bytes as the body (≤ 2 MiB)',
  auth: 'bearer',
  responses: { 200: adminTournamentBannerResponseSchema, ...errorResponses(401, 403, 413, 415) },
});
