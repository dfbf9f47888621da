import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { DEFAULT_LANGUAGE, languageParamSchema } from '../catalogue/languages.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema } from '../primitives.js';

/**
 * Tournaments (issue 25; spec core §2 `/tournament`, `/tournament/{id}`, core §7 `/tournament`,
 * `/participants`): operator-made contests over a set of games where qualifying bets earn points
 * and the best places win prizes when the tournament ends.
 *
 * Points are whole numbers carried as strings (bigint): for `stake` and `win` scoring they are
 * minor units of the tournament's reporting currency (format them as money), for `multiplier`
 * scoring they are the best single multiplier in hundredths (`"1250"` is ×12.50). Places rank by
 * points, highest first; equal points rank by who reached them first.
 */

/** Where a tournament stands, by its schedule: the public list shows these three. */
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export const tournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

/**
 * What earns points: the total of stakes, the total of wins, or the best multiplier (win ÷ stake)
 * of one bet. Every kind ignores bets below the tournament's minimum stake.
 */
export const TOURNAMENT_SCORINGS = ['stake', 'win', 'multiplier'] as const;
export const tournamentScoringSchema = z.enum(TOURNAMENT_SCORINGS);
export type TournamentScoring = z.infer<typeof tournamentScoringSchema>;

/** `opt_in`: the player presses "join"; `automatic`: the first qualifying bet enters them. */
export const TOURNAMENT_ENTRIES = ['opt_in', 'automatic'] as const;
export const tournamentEntrySchema = z.enum(TOURNAMENT_ENTRIES);
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

/** The leaderboard's length (`/participants` and the live stream). */
export const TOURNAMENT_LEADERBOARD_SIZE = 100;
/** The live stream sends the leaderboard at most this often, when it changed. */
export const TOURNAMENT_STREAM_INTERVAL_MS = 500;
/** The multiplier scoring's points per ×1 (points are hundredths of the multiplier). */
export const TOURNAMENT_MULTIPLIER_SCALE = 100;

/** Minor units as decimal digits (bigint columns travel as strings). */
export const tournamentMinorSchema = z.string().check(z.regex(/^\d{1,18}$/));

/** One row of the prize table: places `placeFrom`…`placeTo` each win this prize. */
export const tournamentPrizeSchema = z.object({
  placeFrom: z.int(),
  placeTo: z.int(),
  kind: z.enum(['money', 'bonus']),
  /** `money`: minor units of the reporting currency paid to each of these places' real balance. */
  amount: z.nullable(tournamentMinorSchema),
  /** `bonus`: the bonus offer each of these places is granted (its name as the operator wrote it). */
  bonus: z.nullable(z.object({ offerId: z.int(), name: z.string() })),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** The prize fund at a glance (list cards). */
export const tournamentPrizeFundSchema = z.object({
  currency: currencyCodeSchema,
  /** Sum of every money prize, minor units of `currency`. */
  money: tournamentMinorSchema,
  /** How many places win something. */
  places: z.int(),
  /** How many of those places win a bonus offer rather than money. */
  bonusPlaces: z.int(),
});
export type TournamentPrizeFund = z.infer<typeof tournamentPrizeFundSchema>;

/** The signed-in player's entry; null when signed out or not entered. */
export const tournamentOwnEntrySchema = z.object({
  /** 1-based place among every entry (0 points included, after those with points). */
  place: z.int(),
  points: tournamentMinorSchema,
  joinedAt: z.string(),
});
export type TournamentOwnEntry = z.infer<typeof tournamentOwnEntrySchema>;

/** A list card: texts in the asked language (English where it has none). */
export const tournamentSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  /** The short description of the card. */
  description: z.string(),
  /** Banner picture (`/static/uploads/…` or `/images/…`); null: the site's own artwork. */
  bannerUrl: z.nullable(z.string()),
  /** ISO instants (UTC, `Z`), and the zone the operator scheduled in (shown beside the dates). */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: tournamentStatusSchema,
  scoring: tournamentScoringSchema,
  entry: tournamentEntrySchema,
  prizeFund: tournamentPrizeFundSchema,
  participants: z.int(),
  /** Whether the signed-in player is entered (false when signed out). */
  joined: z.boolean(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** The tournament page: the card's fields and the full rules. */
export const tournamentDetailSchema = z.extend(tournamentSummarySchema, {
  /** The rules text (plain text, paragraphs separated by blank lines). */
  rules: z.string(),
  /** Eligible games by alias with their names; a bet on any of them, or of a category below, counts. */
  games: z.array(z.object({ alias: z.string(), name: z.string() })),
  /** Eligible category slugs (GAME_CATEGORIES); `popular` means every game. */
  categories: z.array(z.string()),
  /** Stakes and wins are converted to this currency at the bet's moment. */
  reportingCurrency: currencyCodeSchema,
  /** Player currencies that may take part; empty: every currency. */
  currencies: z.array(currencyCodeSchema),
  /** Bets below this stake (minor units of the reporting currency) earn nothing. */
  minStake: tournamentMinorSchema,
  prizes: z.array(tournamentPrizeSchema),
  /** The signed-in player's entry, null when signed out or not entered. */
  me: z.nullable(tournamentOwnEntrySchema),
  /** Whether the signed-in player may press "join" now (opt-in, not finished, eligible, not in). */
  canJoin: z.boolean(),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentsQuerySchema = z.object({
  lang: z._default(languageParamSchema, DEFAULT_LANGUAGE),
});
export type TournamentsQuery = z.input<typeof tournamentsQuerySchema>;

export const tournamentParamsSchema = z.object({ id: idParamSchema });

/** The server's clock with every answer, so countdowns do not trust the phone's clock. */
export const tournamentsResponseSchema = okEnvelope({
  serverTime: z.string(),
  running: z.array(tournamentSummarySchema),
  upcoming: z.array(tournamentSummarySchema),
  /** The most recent finished ones (at most 20), newest end first. */
  finished: z.array(tournamentSummarySchema),
});
export type TournamentsResponse = z.infer<typeof tournamentsResponseSchema>;

export const tournamentResponseSchema = okEnvelope({
  serverTime: z.string(),
  tournament: tournamentDetailSchema,
});
export type TournamentResponse = z.infer<typeof tournamentResponseSchema>;

export const tournamentJoinResponseSchema = okEnvelope({ entry: tournamentOwnEntrySchema });
export type TournamentJoinResponse = z.infer<typeof tournamentJoinResponseSchema>;

/** One leaderboard row; names are masked (`Ay***a`), never an e-mail or a phone. */
export const tournamentLeaderSchema = z.object({
  place: z.int(),
  name: z.string(),
  points: tournamentMinorSchema,
});
export type TournamentLeader = z.infer<typeof tournamentLeaderSchema>;

/**
 * The top of the leaderboard. `version` grows with every change of points in the tournament;
 * a client keeps the answer with the highest version it has seen.
 */
export const tournamentLeaderboardSchema = z.object({
  tournamentId: z.int(),
  status: tournamentStatusSchema,
  scoring: tournamentScoringSchema,
  /** The currency of stake and win points. */
  currency: currencyCodeSchema,
  version: z.int(),
  updatedAt: z.string(),
  /** How many players are entered. */
  participants: z.int(),
  items: z.array(tournamentLeaderSchema),
  /** Whether the final places are stored and the prizes paid. */
  final: z.boolean(),
});
export type TournamentLeaderboard = z.infer<typeof tournamentLeaderboardSchema>;

export const participantsQuerySchema = z.object({ tournamentId: idParamSchema });
export type ParticipantsQuery = z.input<typeof participantsQuerySchema>;

export const participantsResponseSchema = okEnvelope({
  leaderboard: tournamentLeaderboardSchema,
  /** The signed-in player's own place and points, null when signed out or not entered. */
  me: z.nullable(tournamentOwnEntrySchema),
});
export type ParticipantsResponse = z.infer<typeof participantsResponseSchema>;

/** What the live stream sends as each SSE message's data (SSE `event: leaderboard`). */
export const tournamentLeaderboardEventSchema = z.object({
  type: z.literal('tournament.leaderboard'),
  leaderboard: tournamentLeaderboardSchema,
});
export type TournamentLeaderboardEvent = z.infer<typeof tournamentLeaderboardEventSchema>;
export const TOURNAMENT_STREAM_EVENT = 'leaderboard';

const playerErrors = errorResponses(401, 403, 404, 409);

export const tournamentsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/tournament`,
  tags: ['tournaments'],
  summary: 'Tournaments: running, upcoming and recently finished, texts in the asked language',
  auth: 'optional',
  query: tournamentsQuerySchema,
  responses: { 200: tournamentsResponseSchema },
});

export const tournamentCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/tournament/:id`,
  tags: ['tournaments'],
  summary: 'One tournament with its rules, prize table and the player’s own entry',
  description: 'Unknown or cancelled → 404 TOURNAMENT.NOT_FOUND.',
  auth: 'optional',
  params: tournamentParamsSchema,
  query: tournamentsQuerySchema,
  responses: { 200: tournamentResponseSchema, ...errorResponses(404) },
});

export const tournamentJoinCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/tournament/:id/join`,
  tags: ['tournaments'],
  summary: 'Enter an opt-in tournament (joining twice answers the same entry)',
  description:
    'Unknown or cancelled → 404 TOURNAMENT.NOT_FOUND; ended → 409 TOURNAMENT.FINISHED; ' +
    'automatic entry → 409 TOURNAMENT.NOT_OPT_IN; the player’s currency not taking part → 409 ' +
    'TOURNAMENT.INELIGIBLE.',
  auth: 'bearer',
  params: tournamentParamsSchema,
  responses: { 200: tournamentJoinResponseSchema, ...playerErrors },
});

export const participantsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/participants`,
  tags: ['tournaments'],
  summary: 'The top 100 of a tournament and the signed-in player’s own place',
  description: 'Unknown or cancelled tournament → 404 TOURNAMENT.NOT_FOUND.',
  auth: 'optional',
  query: participantsQuerySchema,
  responses: { 200: participantsResponseSchema, ...errorResponses(404) },
});

/**
 * The live leaderboard (text/event-stream, public): at once the current leaderboard, then each
 * change at most every TOURNAMENT_STREAM_INTERVAL_MS, as `event: leaderboard` messages whose
 * data is a tournamentLeaderboardEventSchema. The own place of a player outside the top 100 is
 * read from `/participants` (the stream carries nobody's own place).
 */
export const tournamentStreamCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/tournament/:id/leaderboard/stream`,
  tags: ['tournaments'],
  summary: 'The live leaderboard (Server-Sent Events)',
  description: 'Unknown or cancelled → 404 TOURNAMENT.NOT_FOUND as JSON.',
  auth: 'none',
  params: tournamentParamsSchema,
  responses: { 200: z.string(), ...errorResponses(404) },
});
