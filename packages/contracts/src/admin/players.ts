import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema, storableText } from '../primitives.js';

/** The staff's player search, the player card and the actions on a player (issue 20, Players). */

/** A keyset cursor: the id of the last row of the page before (a ledger entry, a round…). */
const cursorSchema = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'Expected a row id'));
const limitSchema = (max: number) =>
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'Expected a whole number')),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.int().check(z.gte(1), z.lte(max)),
    ),
  );
/** Signed minor units as a string (money is never a JSON number here). */
const minorSchema = z.string().check(z.regex(/^-?\d{1,19}$/));
/** Why a staff member acts: kept in the audit log. */
const reasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Give a reason of at least 3 characters'),
    z.maxLength(500),
    storableText,
  );

export const adminPlayerParamsSchema = z.object({ id: idParamSchema });
export const adminPlayerPageQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z.optional(limitSchema(100)),
});
export type AdminPlayerPageQuery = z.input<typeof adminPlayerPageQuerySchema>;

export const adminPlayerSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100), storableText),
  limit: z.optional(limitSchema(50)),
});

/** One player as the search lists them. */
export const adminPlayerSummarySchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  /** Players have no phone number in this casino (see player-admin README, Decisions). */
  phone: z.nullable(z.string()),
  country: z.nullable(z.string()),
  currency: z.string(),
  banned: z.boolean(),
  amlHold: z.boolean(),
  registeredAt: z.string(),
});
export type AdminPlayerSummary = z.infer<typeof adminPlayerSummarySchema>;

export const adminPlayerSearchResponseSchema = okEnvelope({
  /** What the text was read as: an id, an e-mail prefix, an address prefix or a name prefix. */
  matchedBy: z.enum(['id', 'phone', 'email', 'address', 'name']),
  players: z.array(adminPlayerSummarySchema),
});
export type AdminPlayerSearchResponse = z.infer<typeof adminPlayerSearchResponseSchema>;

export const adminPlayerBalanceSchema = z.object({
  kind: z.string(),
  currency: z.string(),
  balance: minorSchema,
});

export const adminPlayerLedgerEntrySchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  /** The movement: bet, win, deposit, correction… */
  kind: z.string(),
  account: z.string(),
  currency: z.string(),
  amount: minorSchema,
  balanceAfter: z.nullable(minorSchema),
  at: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AdminPlayerLedgerEntry = z.infer<typeof adminPlayerLedgerEntrySchema>;

export const adminPlayerRoundSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  titleId: z.string(),
  currency: z.string(),
  bet: minorSchema,
  win: minorSchema,
  status: z.string(),
  at: z.string(),
  /** Provably fair data: the hash shown before, the seed once the pair was rotated. */
  serverSeedHash: z.string(),
  serverSeed: z.nullable(z.string()),
  clientSeed: z.string(),
  nonce: z.int(),
  outcome: z.unknown(),
});
export type AdminPlayerRound = z.infer<typeof adminPlayerRoundSchema>;

export const adminPlayerSignInSchema = z.object({
  id: z.string(),
  at: z.string(),
  address: z.string(),
  userAgent: z.nullable(z.string()),
  outcome: z.string(),
  tokenVersion: z.nullable(z.int()),
});
export type AdminPlayerSignIn = z.infer<typeof adminPlayerSignInSchema>;

export const adminPlayerFavouriteSchema = z.object({
  gameId: z.int(),
  alias: z.string(),
  title: z.string(),
  addedAt: z.string(),
});

export const adminPlayerNoteSchema = z.object({
  id: z.string(),
  staffId: z.int(),
  staffRole: z.string(),
  body: z.string(),
  at: z.string(),
});
export type AdminPlayerNote = z.infer<typeof adminPlayerNoteSchema>;

export const adminPlayerCardResponseSchema = okEnvelope({
  player: z.object({
    ...adminPlayerSummarySchema.shape,
    firstName: z.string(),
    secondName: z.string(),
    nationality: z.nullable(z.string()),
    gender: z.nullable(z.string()),
    birthday: z.nullable(z.string()),
    geo: z.nullable(z.string()),
    referredByCode: z.nullable(z.string()),
    firstDeposit: z.boolean(),
  }),
  /** What the auth module knows of the player's sessions. */
  sessions: z.object({
    /** Raised by a password or e-mail change and by "end sessions": older tokens stop working. */
    tokenVersion: z.int(),
    lastSignInAt: z.nullable(z.string()),
  }),
  balances: z.array(adminPlayerBalanceSchema),
  favourites: z.array(adminPlayerFavouriteSchema),
  recentRounds: z.array(adminPlayerRoundSchema),
  recentSignIns: z.array(adminPlayerSignInSchema),
  notes: z.array(adminPlayerNoteSchema),
});
export type AdminPlayerCardResponse = z.infer<typeof adminPlayerCardResponseSchema>;
export type AdminPlayerCard = AdminPlayerCardResponse['player'];

const pageOf = <T extends z.core.$ZodType>(item: T) =>
  okEnvelope({ items: z.array(item), nextCursor: z.nullable(z.string()) });

export const adminPlayerLedgerPageResponseSchema = pageOf(adminPlayerLedgerEntrySchema);
export const adminPlayerRoundsPageResponseSchema = pageOf(adminPlayerRoundSchema);
export const adminPlayerSignInsPageResponseSchema = pageOf(adminPlayerSignInSchema);

export const adminPlayerReasonBodySchema = z.object({ reason: reasonSchema });
export type AdminPlayerReasonBody = z.infer<typeof adminPlayerReasonBodySchema>;
export const adminPlayerAmlHoldBodySchema = z.object({ hold: z.boolean(), reason: reasonSchema });
export type AdminPlayerAmlHoldBody = z.infer<typeof adminPlayerAmlHoldBodySchema>;

/** The player accounts a correction may book on (a withdrawal's hold is the payments' own). */
export const PLAYER_CORRECTABLE_ACCOUNTS = [
  'real',
  'bonus_casino',
  'bonus_sport',
  'freespin_winnings',
  'referral',
] as const;
export const adminPlayerCorrectionBodySchema = z.object({
  /** Signed minor units: positive credits the player, negative debits. */
  amount: z
    .string()
    .check(z.regex(/^-?[1-9]\d{0,17}$/, 'Expected a non-zero amount in minor units')),
  currency: currencyCodeSchema,
  account: z.enum(PLAYER_CORRECTABLE_ACCOUNTS),
  reason: reasonSchema,
});
export type AdminPlayerCorrectionBody = z.infer<typeof adminPlayerCorrectionBodySchema>;
export const adminPlayerNoteBodySchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000), storableText),
});

/** The player's flags after a direct action. */
export const adminPlayerFlagsResponseSchema = okEnvelope({
  banned: z.boolean(),
  amlHold: z.boolean(),
  tokenVersion: z.int(),
});
/** A four-eyes action: queued, done when a second person approves it. */
export const adminPlayerQueuedResponseSchema = okEnvelope({
  approvalRequestId: z.int(),
  status: z.literal('pending'),
});
export const adminPlayerDoneResponseSchema = okEnvelope({ done: z.literal(true) });
export const adminPlayerNoteResponseSchema = okEnvelope({ note: adminPlayerNoteSchema });

const players = `${API_PREFIX}/admin/players`;

export const adminPlayerSearchCall = defineCall({
  method: 'GET',
  path: players,
  tags: ['admin'],
  summary: 'Find players by id, e-mail prefix, sign-in address prefix or name prefix',
  auth: 'bearer',
  query: adminPlayerSearchQuerySchema,
  responses: { 200: adminPlayerSearchResponseSchema, ...errorResponses(401, 403) },
});

export const adminPlayerCardCall = defineCall({
  method: 'GET',
  path: `${players}/:id`,
  tags: ['admin'],
  summary: "A player's card: profile, flags, balances, favourites, rounds, sign-ins, notes",
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  responses: { 200: adminPlayerCardResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerLedgerCall = defineCall({
  method: 'GET',
  path: `${players}/:id/ledger`,
  tags: ['admin'],
  summary: "A player's ledger entries, newest first (keyset: cursor = the last entry's id)",
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  query: adminPlayerPageQuerySchema,
  responses: { 200: adminPlayerLedgerPageResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerRoundsCall = defineCall({
  method: 'GET',
  path: `${players}/:id/rounds`,
  tags: ['admin'],
  summary: "A player's real-money game rounds with their fairness data, newest first",
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  query: adminPlayerPageQuerySchema,
  responses: { 200: adminPlayerRoundsPageResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerSignInsCall = defineCall({
  method: 'GET',
  path: `${players}/:id/sign-ins`,
  tags: ['admin'],
  summary: "A player's sign-ins with their addresses, newest first",
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  query: adminPlayerPageQuerySchema,
  responses: { 200: adminPlayerSignInsPageResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerBanCall = defineCall({
  method: 'POST',
  path: `${players}/:id/ban`,
  tags: ['admin'],
  summary: 'Ban a player (with a reason): money and game calls answer USER.BANNED',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerReasonBodySchema,
  responses: { 200: adminPlayerFlagsResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminPlayerUnbanCall = defineCall({
  method: 'POST',
  path: `${players}/:id/unban`,
  tags: ['admin'],
  summary: 'Ask to lift a ban: a second staff member approves it (four eyes)',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerReasonBodySchema,
  responses: { 200: adminPlayerQueuedResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminPlayerAmlHoldCall = defineCall({
  method: 'POST',
  path: `${players}/:id/aml-hold`,
  tags: ['admin'],
  summary: 'Put an AML hold on a player or lift it (with a reason): held, no withdrawals',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerAmlHoldBodySchema,
  responses: { 200: adminPlayerFlagsResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminPlayerCorrectionCall = defineCall({
  method: 'POST',
  path: `${players}/:id/corrections`,
  tags: ['admin'],
  summary: 'Ask for a balance correction: booked as a ledger correction once approved',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerCorrectionBodySchema,
  responses: { 200: adminPlayerQueuedResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerResetPasswordCall = defineCall({
  method: 'POST',
  path: `${players}/:id/reset-password`,
  tags: ['admin'],
  summary: 'Mail the player a password recovery link',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerReasonBodySchema,
  responses: { 200: adminPlayerDoneResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerEndSessionsCall = defineCall({
  method: 'POST',
  path: `${players}/:id/end-sessions`,
  tags: ['admin'],
  summary: 'End every session of the player (their tokens stop working)',
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerReasonBodySchema,
  responses: { 200: adminPlayerFlagsResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminPlayerNoteCall = defineCall({
  method: 'POST',
  path: `${players}/:id/notes`,
  tags: ['admin'],
  summary: "Add a staff note to the player's card",
  auth: 'bearer',
  params: adminPlayerParamsSchema,
  body: adminPlayerNoteBodySchema,
  responses: { 200: adminPlayerNoteResponseSchema, ...errorResponses(401, 403, 404) },
});
