import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { idParamSchema, intFromQuery } from '../primitives.js';
import { gameModeSchema } from '../games/games.js';
import { languageCodeSchema } from '../catalogue/languages.js';

/**
 * The crash game, alias `aviator` (issue 23; its maths: @jackdaw/games crash.ts). One round at a
 * time for everyone: betting (a countdown), flying (the multiplier grows as e^(0.00006·ms) until
 * the round's result), ended (result and the round's hash shown). Multipliers are integer
 * hundredths (150 = 1.50×); amounts integer minor units; times epoch milliseconds.
 *
 * The game client opens a session from its launch token (`crashSessionCall`), then talks over
 * one WebSocket at `CRASH_SOCKET_PATH`: its first message is `auth`, answered by `hello` (the
 * round now, the bets list, the history, the player's bets and balance); then commands (`bet`,
 * `cancel`, `cashout`, each answered by a `reply` or a `refused` with its requestId) and the round's messages.
 */

export const CRASH_GAME_ALIAS = 'aviator';
/** The WebSocket's path (GET, upgraded). */
export const CRASH_SOCKET_PATH = '/api/v1/crash/socket';
/** The betting phase (its countdown). */
export const CRASH_BETTING_MS = 6_000;
/** How long an ended round shows its result before the next betting phase opens. */
export const CRASH_ENDED_MS = 3_000;
/** While flying, the server sends the multiplier it counts this often (a correction). */
export const CRASH_CORRECTION_MS = 1_000;
/** Bets per player per round: one per panel. */
export const CRASH_PANELS = [1, 2] as const;
/** Auto cash-out targets, hundredths: 1.01× to 10,000×. */
export const CRASH_AUTO_MIN = 101;
export const CRASH_AUTO_MAX = 1_000_000;
/** Rounds in the history strip and the hello message. */
export const CRASH_HISTORY_SIZE = 30;
/** A crash session token is valid this long (milliseconds). */
export const CRASH_SESSION_TTL = 24 * 60 * 60 * 1000;

const sessionTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
const minorSchema = z.int().check(z.gte(0));
const hundredthsSchema = z.int().check(z.gte(100));
const hashSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));
/** A client-made bet id (a UUID): a bet sent again with it is the same bet. */
export const crashBetIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
export const crashPanelSchema = z.union([z.literal(1), z.literal(2)]);
export const crashAutoCashOutSchema = z.nullable(
  z.int().check(z.gte(CRASH_AUTO_MIN), z.lte(CRASH_AUTO_MAX)),
);

export const crashPhaseSchema = z.enum(['betting', 'flying', 'ended']);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

/** The round now. `result` and `hash` only once it ended: never before it happens. */
export const crashRoundStateSchema = z.object({
  /** The round's number: its place in the published chain (1, 2, 3…). */
  roundId: z.int(),
  phase: crashPhaseSchema,
  /** Betting: when the plane takes off. */
  bettingEndsAt: z.nullable(z.number()),
  /** Flying and ended: when it took off (clients draw the curve from it). */
  startedAt: z.nullable(z.number()),
  /** Ended: when, and at what (hundredths), with the round's hash revealed. */
  endedAt: z.nullable(z.number()),
  result: z.nullable(hundredthsSchema),
  hash: z.nullable(hashSchema),
  /** Ended: the round was interrupted before its result (open bets refunded). */
  interrupted: z.boolean(),
  /** The server's clock when this was sent (clients keep their offset from it). */
  serverNow: z.number(),
});
export type CrashRoundState = z.infer<typeof crashRoundStateSchema>;

/** A bet in the round's live list: the player's name masked. */
export const crashPublicBetSchema = z.object({
  betId: z.string(),
  player: z.string(),
  currency: currencyCodeSchema,
  amount: minorSchema,
  panel: crashPanelSchema,
  /** Set once cashed out. */
  cashedOutAt: z.nullable(hundredthsSchema),
  win: z.nullable(minorSchema),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

export const crashBetStatusSchema = z.enum(['open', 'cashed', 'lost', 'refunded', 'cancelled']);
export type CrashBetStatus = z.infer<typeof crashBetStatusSchema>;

/** One of the player's own bets (the panels, "my bets"). */
export const crashMyBetSchema = z.object({
  betId: z.string(),
  roundId: z.int(),
  panel: crashPanelSchema,
  currency: currencyCodeSchema,
  amount: minorSchema,
  autoCashOut: crashAutoCashOutSchema,
  status: crashBetStatusSchema,
  cashedOutAt: z.nullable(hundredthsSchema),
  win: z.nullable(minorSchema),
  /** The round's result once it ended. */
  result: z.nullable(hundredthsSchema),
  createdAt: z.number(),
});
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;

export const crashHistoryEntrySchema = z.object({
  roundId: z.int(),
  result: hundredthsSchema,
  hash: hashSchema,
  endedAt: z.number(),
  interrupted: z.boolean(),
});
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntrySchema>;

/** What a player checks a round against (published before the chain's first round). */
export const crashFairnessSchema = z.object({
  terminatingHash: hashSchema,
  salt: z.string(),
  /** Rounds in the chain; round i's hash hashed i times is the terminating hash. */
  chainLength: z.int(),
  publishedAt: z.number(),
});
export type CrashFairness = z.infer<typeof crashFairnessSchema>;

export const crashBetLimitsSchema = z.object({ min: minorSchema, max: minorSchema });

// --- REST calls -------------------------------------------------------------------------------

export const crashSessionBodySchema = z.object({
  /** The token of the launch URL `/play/crash/{launchToken}`; it opens one session, once. */
  launchToken: z.string().check(z.maxLength(200)),
});

export const crashSessionResponseSchema = okEnvelope({
  sessionToken: z.string(),
  expiresAt: z.string(),
  mode: gameModeSchema,
  currency: currencyCodeSchema,
  /** Real: spendable (real + casino bonus); demo: the session's play money. */
  balance: minorSchema,
  language: languageCodeSchema,
  returnUrl: z.nullable(z.string()),
  betLimits: crashBetLimitsSchema,
  /** The largest win of one bet in the session's currency (engagement §9). */
  maxWin: minorSchema,
  fairness: crashFairnessSchema,
});
export type CrashSessionResponse = z.infer<typeof crashSessionResponseSchema>;

export const crashFairnessResponseSchema = okEnvelope({ fairness: crashFairnessSchema });

export const crashRoundsQuerySchema = z.object({
  take: z._default(intFromQuery(1, 100), CRASH_HISTORY_SIZE),
  /** Rounds before this one (older), for paging back. */
  before: z.optional(intFromQuery(1, 999_999_999)),
});
export const crashRoundsResponseSchema = okEnvelope({ rounds: z.array(crashHistoryEntrySchema) });

export const crashRoundParamsSchema = z.object({
  roundId: idParamSchema,
});
export const crashRoundResponseSchema = okEnvelope({
  round: z.object({
    ...crashHistoryEntrySchema.shape,
    startedAt: z.nullable(z.number()),
    bets: z.int(),
    cashedOut: z.int(),
  }),
});

export const crashMyBetsBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  take: z.optional(z.int().check(z.gte(1), z.lte(50))),
});
export const crashMyBetsResponseSchema = okEnvelope({
  bets: z.array(crashMyBetSchema),
  balance: minorSchema,
});

// --- the WebSocket ----------------------------------------------------------------------------

/** Client → server. */
export const crashClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), sessionToken: sessionTokenSchema }),
  z.object({
    type: z.literal('bet'),
    requestId: z.string().check(z.maxLength(64)),
    betId: crashBetIdSchema,
    panel: crashPanelSchema,
    amount: z.int().check(z.gte(1)),
    autoCashOut: crashAutoCashOutSchema,
  }),
  z.object({
    type: z.literal('cancel'),
    requestId: z.string().check(z.maxLength(64)),
    betId: crashBetIdSchema,
  }),
  z.object({
    type: z.literal('cashout'),
    requestId: z.string().check(z.maxLength(64)),
    betId: crashBetIdSchema,
  }),
]);
export type CrashClientMessage = z.infer<typeof crashClientMessageSchema>;

/** Server → client. */
export const crashServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    round: crashRoundStateSchema,
    bets: z.array(crashPublicBetSchema),
    history: z.array(crashHistoryEntrySchema),
    myBets: z.array(crashMyBetSchema),
    balance: minorSchema,
  }),
  /** A phase change (betting opened, took off, ended). */
  z.object({ type: z.literal('round'), round: crashRoundStateSchema }),
  /** Flying: the multiplier the server counts now (clients correct their curve). */
  z.object({
    type: z.literal('tick'),
    roundId: z.int(),
    elapsed: z.number(),
    multiplier: hundredthsSchema,
    serverNow: z.number(),
  }),
  z.object({ type: z.literal('bet'), roundId: z.int(), bet: crashPublicBetSchema }),
  z.object({ type: z.literal('cancelled'), roundId: z.int(), betId: z.string() }),
  z.object({
    type: z.literal('cashout'),
    roundId: z.int(),
    betId: z.string(),
    cashedOutAt: hundredthsSchema,
    win: minorSchema,
  }),
  /** One of the player's own bets changed (an auto cash-out, the round's settlement). */
  z.object({ type: z.literal('mine'), bet: crashMyBetSchema, balance: minorSchema }),
  z.object({
    type: z.literal('reply'),
    requestId: z.string(),
    bet: crashMyBetSchema,
    balance: minorSchema,
  }),
  /** A command refused: a stable code (CRASH.*, WALLET.INSUFFICIENT_FUNDS…) and a message. */
  z.object({
    type: z.literal('refused'),
    requestId: z.string(),
    code: z.string(),
    message: z.string(),
  }),
  /** A problem with the socket itself (not authenticated, malformed message); it may close. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type CrashServerMessage = z.infer<typeof crashServerMessageSchema>;
