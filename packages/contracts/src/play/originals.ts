import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { MAX_ANY_TRANSACTION_AMOUNT } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { gameModeSchema } from '../games/games.js';
import { playSeedsSchema } from './play.js';
import {
  originalActionSchema,
  originalGameSchema,
  originalRoundSchema,
  type OriginalGameId,
} from './originals-game.js';

/**
 * The originals (issue 24): eight instant games of the own studio on the slots' fairness core,
 * played through the play module's sessions, seeds (family `originals`), rounds and ledger.
 * Their maths is `@jackdaw/games` originals; what a round's `outcome` and a step game's `state`
 * hold is that package's plain JSON, described there (README "Originals").
 *
 * Instant games (dice, limbo, plinko, keno, wheel) settle in one call. Step games (mines, hilo,
 * flip) open a round with the bet (the stake moves then), take actions one at a time, and end
 * by a loss, by themselves (all safe tiles, 20 flips) or by a cash-out (the win moves then); an
 * open round survives a reconnect or a restart and blocks a new bet on the same game.
 */

export {
  ORIGINAL_GAMES,
  ORIGINAL_NAMES,
  ORIGINAL_STEP_GAMES,
  originalActionSchema,
  originalGameSchema,
  originalRoundSchema,
  type OriginalAction,
  type OriginalGameId,
  type OriginalRound,
} from './originals-game.js';

/** The launch URL of an original: one client for the eight, the game named by the session. */
export const ORIGINALS_LAUNCH_PREFIX = '/play/originals/';

const sessionTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
const roundIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const minorSchema = z.int().check(z.gte(0));
const riskSchema = z.enum(['low', 'medium', 'high']);

/** Hundredths: 4950 = 49.50. */
export const diceParamsSchema = z.object({
  target: z.int().check(z.gte(0), z.lte(10_000)),
  direction: z.enum(['over', 'under']),
});
/** Target multiplier in hundredths: 101 = 1.01× … 100,000,000 = 1,000,000×. */
export const limboParamsSchema = z.object({
  target: z.int().check(z.gte(101), z.lte(100_000_000)),
});
export const plinkoParamsSchema = z.object({
  rows: z.int().check(z.gte(8), z.lte(16)),
  risk: riskSchema,
});
export const minesParamsSchema = z.object({ mines: z.int().check(z.gte(1), z.lte(24)) });
export const kenoParamsSchema = z.object({
  /** 1–10 distinct numbers of 1–40. */
  picks: z.array(z.int().check(z.gte(1), z.lte(40))).check(z.minLength(1), z.maxLength(10)),
  risk: z.enum(['classic', 'low', 'medium', 'high']),
});
export const hiloParamsSchema = z.object({});
export const wheelParamsSchema = z.object({
  segments: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(40), z.literal(50)]),
  risk: riskSchema,
});
export const flipParamsSchema = z.object({});

/** Each game's parameters; the server validates a bet's `params` with its game's. */
export const ORIGINAL_PARAMS = {
  dice: diceParamsSchema,
  limbo: limboParamsSchema,
  plinko: plinkoParamsSchema,
  mines: minesParamsSchema,
  keno: kenoParamsSchema,
  hilo: hiloParamsSchema,
  wheel: wheelParamsSchema,
  flip: flipParamsSchema,
} as const satisfies Record<OriginalGameId, z.ZodMiniType>;
export type DiceParams = z.infer<typeof diceParamsSchema>;
export type LimboParams = z.infer<typeof limboParamsSchema>;
export type PlinkoParams = z.infer<typeof plinkoParamsSchema>;
export type MinesParams = z.infer<typeof minesParamsSchema>;
export type KenoParams = z.infer<typeof kenoParamsSchema>;
export type WheelParams = z.infer<typeof wheelParamsSchema>;

export const originalsGameSchema = z.object({
  id: originalGameSchema,
  name: z.string(),
  /** Percent: 99. */
  rtp: z.number(),
  /** The maximum win per bet in the session's currency, minor units. */
  maxWin: minorSchema,
});

export const originalsSessionBodySchema = z.object({
  launchToken: z.string().check(z.maxLength(200)),
});
export type OriginalsSessionBody = z.infer<typeof originalsSessionBodySchema>;

export const originalsSessionResponseSchema = okEnvelope({
  sessionToken: z.string(),
  expiresAt: z.string(),
  mode: gameModeSchema,
  currency: currencyCodeSchema,
  balance: minorSchema,
  language: z.string(),
  returnUrl: z.nullable(z.string()),
  game: originalsGameSchema,
  betLimits: z.object({ min: minorSchema, max: minorSchema }),
  seeds: playSeedsSchema,
  /** An open round of this game to resume (step games), or null. */
  open: z.nullable(originalRoundSchema),
});
export type OriginalsSessionResponse = z.infer<typeof originalsSessionResponseSchema>;

export const originalsBetBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  /** Client-made, unique per round: the same id again answers the stored round. */
  roundId: roundIdSchema,
  bet: z.int().check(z.gte(0), z.lte(MAX_ANY_TRANSACTION_AMOUNT)),
  /** The session game's parameters (ORIGINAL_PARAMS). */
  params: z.record(z.string(), z.unknown()),
});
export type OriginalsBetBody = z.infer<typeof originalsBetBodySchema>;

export const originalsActionBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  roundId: roundIdSchema,
  /** 1-based: the round's `steps` + 1 plays; an earlier step answers the round as it is now. */
  step: z.int().check(z.gte(1), z.lte(1000)),
  action: originalActionSchema,
});
export type OriginalsActionBody = z.infer<typeof originalsActionBodySchema>;

export const originalsRoundResponseSchema = okEnvelope({
  /** True when this answer is the stored result of an earlier identical call. */
  replayed: z.boolean(),
  round: originalRoundSchema,
  /** Real: real plus casino bonus money; demo: the session's play money. */
  balance: minorSchema,
  seeds: playSeedsSchema,
});
export type OriginalsRoundResponse = z.infer<typeof originalsRoundResponseSchema>;
