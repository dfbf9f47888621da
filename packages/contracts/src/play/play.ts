import * as z from 'zod/mini';
import { intFromQuery } from '../primitives.js';
import type { CurrencyCode } from '../catalogue/currencies.js';
import { currencyCodeSchema, MAX_ANY_TRANSACTION_AMOUNT } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { gameModeSchema } from '../games/games.js';
import { originalActionSchema, originalRoundSchema } from './originals-game.js';

/**
 * The own studio's game server (issue 7, DESIGN.md "Games"): play sessions opened from launch
 * tokens, provably fair rounds posted through the ledger, free spins that survive a restart,
 * round history and the fairness controls. Amounts are integer minor units as JSON numbers.
 */

/**
 * Bet limits per currency, minor units. Engagement §9 gives the minimum bets for USD and EUR
 * (0.20), TRY (1) and KZT (100); the others are about USD 0.20 at 2026 rates, rounded to a
 * readable figure. The maximum single bet is 500 times the minimum everywhere.
 */
export const PLAY_MIN_BET: Record<CurrencyCode, number> = {
  USD: 20,
  EUR: 20,
  GBP: 20,
  TRY: 100,
  KZT: 10_000,
  INR: 1_000,
  BDT: 2_000,
  AZN: 50,
  BRL: 100,
  PKR: 5_000,
  UZS: 250_000,
  MMK: 50_000,
  KES: 2_500,
  LKR: 5_000,
};
export const PLAY_MAX_BET_FACTOR = 500;
/** A demo session starts with this many minimum bets of play money. */
export const PLAY_DEMO_BALANCE_FACTOR = 1000;
/** The currency of a visitor's demo session (a visitor has no account currency). */
export const PLAY_DEMO_DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** A play session token is valid this long after it was opened (milliseconds). */
export const PLAY_SESSION_TTL = 24 * 60 * 60 * 1000;
/** Seed pairs, nonces and rotation are kept per player and game family. */
export const PLAY_GAME_FAMILIES = ['slots', 'originals'] as const;
export const playGameFamilySchema = z.enum(PLAY_GAME_FAMILIES);
export type PlayGameFamily = z.infer<typeof playGameFamilySchema>;

export function playBetLimits(currency: CurrencyCode) {
  const min = PLAY_MIN_BET[currency];
  return { min, max: min * PLAY_MAX_BET_FACTOR };
}

const sessionTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
/** A client-made idempotency key: a UUID is the natural choice. */
const roundIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const minorSchema = z.int().check(z.gte(0));

export const playSessionBodySchema = z.object({
  /** The token of the launch URL `/play/{launchToken}`; it opens one session, once. */
  launchToken: z.string().check(z.maxLength(200)),
});
export type PlaySessionBody = z.infer<typeof playSessionBodySchema>;

const positionSchema = z.readonly(z.tuple([z.int(), z.int()]));

export const playWinSchema = z
  .object({
    kind: z.enum(['line', 'ways', 'scatter']),
    line: z.optional(z.int()),
    ways: z.optional(z.int()),
    symbol: z.string(),
    count: z.int(),
    pay: z.number(),
    multiplier: z.number(),
    amount: minorSchema,
    positions: z.array(positionSchema),
  })
  .register(z.globalRegistry, { id: 'PlayWin' });

export const playSpinOutcomeSchema = z
  .object({
    mode: z.enum(['base', 'free']),
    bet: minorSchema,
    lines: z.nullable(z.int()),
    stops: z.array(z.int()),
    /** Visible symbols, grid[reel][row]. */
    grid: z.array(z.array(z.string())),
    wins: z.array(playWinSchema),
    win: minorSchema,
    scatterCount: z.int(),
    freeSpinsAwarded: z.int(),
  })
  .register(z.globalRegistry, { id: 'PlaySpinOutcome' });
export type PlaySpinOutcome = z.infer<typeof playSpinOutcomeSchema>;

/** A free-spins feature in progress (the engine's FreeSpinsState without its stream cursor). */
export const playFreeSpinsSchema = z
  .object({
    /** The round that triggered the feature: POST /play/free-spin continues it. */
    roundId: z.string(),
    bet: minorSchema,
    lines: z.nullable(z.int()),
    remaining: z.int(),
    played: z.int(),
    awarded: z.int(),
    multiplier: z.number(),
    /** Sum of the free spins' wins so far. */
    win: minorSchema,
  })
  .register(z.globalRegistry, { id: 'PlayFreeSpins' });
export type PlayFreeSpins = z.infer<typeof playFreeSpinsSchema>;

/**
 * A free-spin campaign on the session's game (issue 21): its spins are played as free rounds
 * (`POST /play/spin` with `freeRound: true` and this bet), no stake taken; their wins go to the
 * player's free-spin winnings, capped over the campaign by `winCap`.
 */
export const playFreeRoundsSchema = z
  .object({
    campaignId: z.int(),
    /** Spins playable now (the open parts' spins left). */
    available: z.int(),
    /** Spins not yet played over the whole campaign. */
    left: z.int(),
    total: z.int(),
    played: z.int(),
    /** The bet each free round plays (the game's minimum bet). */
    bet: minorSchema,
    /** Credited so far, and the campaign's cap on it. */
    win: minorSchema,
    winCap: minorSchema,
    /** When the open part ends, and when the next one opens (null: none). */
    partEndsAt: z.nullable(z.string()),
    nextPartAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'PlayFreeRounds' });
export type PlayFreeRounds = z.infer<typeof playFreeRoundsSchema>;

export const playSeedsSchema = z
  .object({
    family: playGameFamilySchema,
    /** SHA-256 of the secret server seed, committed before play. */
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The nonce the next paid round will use. */
    nonce: z.int(),
  })
  .register(z.globalRegistry, { id: 'PlaySeeds' });
export type PlaySeeds = z.infer<typeof playSeedsSchema>;

const symbolSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['regular', 'wild', 'scatter']),
  /** Count → pay (line or way bets; scatters: total bets), keys are counts as strings. */
  pays: z.optional(z.record(z.string(), z.number())),
  multiplier: z.optional(z.number()),
});

export const playGameConfigSchema = z
  .object({
    titleId: z.string(),
    name: z.string(),
    paytableVersion: z.string(),
    reels: z.int(),
    rows: z.int(),
    symbols: z.array(symbolSchema),
    pay: z.union([
      z.object({
        kind: z.literal('lines'),
        /** Each line's row per reel; a bet plays the first `lines` of them. */
        lines: z.array(z.array(z.int())),
        minLines: z.int(),
      }),
      z.object({ kind: z.literal('ways'), betDivisor: z.int() }),
    ]),
    strips: z.array(z.array(z.string())),
    freeSpins: z.optional(
      z.object({
        awards: z.record(z.string(), z.int()),
        multiplier: z.number(),
        retrigger: z.boolean(),
        strips: z.optional(z.array(z.array(z.string()))),
      }),
    ),
    /** Percent, e.g. 95.31. */
    rtp: z.number(),
  })
  .register(z.globalRegistry, { id: 'PlayGameConfig' });
export type PlayGameConfig = z.infer<typeof playGameConfigSchema>;

export const playBetLimitsSchema = z.object({
  /** Smallest and largest total bet in minor units. */
  min: minorSchema,
  max: minorSchema,
  /**
   * A bet must be a multiple of this: the lines played (lines titles, here for all lines) or
   * the ways divisor, so that every win is exact.
   */
  step: z.int(),
});

export const playSessionResponseSchema = okEnvelope({
  sessionToken: z.string(),
  expiresAt: z.string(),
  mode: gameModeSchema,
  currency: currencyCodeSchema,
  /** Real mode: real + casino bonus money; demo: the session's play money. */
  balance: minorSchema,
  language: z.string(),
  returnUrl: z.nullable(z.string()),
  game: playGameConfigSchema,
  betLimits: playBetLimitsSchema,
  seeds: playSeedsSchema,
  /** An unfinished free-spins feature on this game, to resume first. */
  freeSpins: z.nullable(playFreeSpinsSchema),
  /** The player's free-spin campaign on this game (real sessions), or null. */
  freeRounds: z.nullable(playFreeRoundsSchema),
});
export type PlaySessionResponse = z.infer<typeof playSessionResponseSchema>;

export const playSpinBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  /** Client-made and unique per round: the same id again answers the stored round. */
  roundId: roundIdSchema,
  /** Total bet, minor units. */
  bet: z.int().check(z.gte(0), z.lte(MAX_ANY_TRANSACTION_AMOUNT)),
  /** Lines titles only: the first n lines are played; all of them when absent. */
  lines: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  /**
   * A free round of the player's campaign on this game: no stake is taken; `bet` must be the
   * campaign's (`freeRounds.bet`), all lines. Real sessions only.
   */
  freeRound: z.optional(z.boolean()),
});
export type PlaySpinBody = z.infer<typeof playSpinBodySchema>;

export const playFreeSpinBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  /** The round that triggered the feature. */
  roundId: roundIdSchema,
  /** 1-based number of the free spin asked for: the next one plays, an earlier one replays. */
  spin: z.int().check(z.gte(1), z.lte(100_000)),
});
export type PlayFreeSpinBody = z.infer<typeof playFreeSpinBodySchema>;

export const playSpinResponseSchema = okEnvelope({
  roundId: z.string(),
  /** True when this answer is the stored result of an earlier identical call. */
  replayed: z.boolean(),
  outcome: playSpinOutcomeSchema,
  /** What this spin paid (the whole round's win so far is in `roundWin`). */
  win: minorSchema,
  roundWin: minorSchema,
  balance: minorSchema,
  /** The feature to continue, or null when the round is over. */
  freeSpins: z.nullable(playFreeSpinsSchema),
  seeds: playSeedsSchema,
  /** The player's free-spin campaign on this game after this spin (real sessions), or null. */
  freeRounds: z.nullable(playFreeRoundsSchema),
});
export type PlaySpinResponse = z.infer<typeof playSpinResponseSchema>;

export const playRoundSchema = z
  .object({
    roundId: z.string(),
    titleId: z.string(),
    paytableVersion: z.string(),
    mode: gameModeSchema,
    currency: currencyCodeSchema,
    createdAt: z.string(),
    bet: minorSchema,
    lines: z.nullable(z.int()),
    /** Base win plus every free spin's win so far. */
    win: minorSchema,
    balanceBefore: minorSchema,
    balanceAfter: minorSchema,
    /**
     * `free_spins` while a slot's feature is unfinished; `open` while an original's step round
     * (mines, hilo, flip) is in play.
     */
    status: z.enum(['complete', 'free_spins', 'open']),
    serverSeedHash: z.string(),
    /** Revealed once the seed pair was rotated; null before. */
    serverSeed: z.nullable(z.string()),
    clientSeed: z.string(),
    nonce: z.int(),
    /** A free round of a free-spin campaign: `bet` was played, nothing was staked. */
    freeRound: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'PlayRound' });
export type PlayRound = z.infer<typeof playRoundSchema>;

export const playSlotRoundDetailSchema = z
  .object({
    ...playRoundSchema.shape,
    /** The engine's RoundOutcome: what verifySlotRound recomputes. */
    outcome: z.object({
      base: playSpinOutcomeSchema,
      freeSpins: z.array(playSpinOutcomeSchema),
      win: minorSchema,
    }),
  })
  .register(z.globalRegistry, { id: 'PlaySlotRoundDetail' });
export type PlaySlotRoundDetail = z.infer<typeof playSlotRoundDetailSchema>;

/**
 * An original's round (issue 24) with what `replayRound` of @jackdaw/games takes to recompute
 * it from the seeds: the game and its params (`original`), the bet, the actions played and the
 * maximum win per bet it was played under.
 */
export const playOriginalRoundDetailSchema = z
  .object({
    ...playRoundSchema.shape,
    /** The round as the game client shows it; `outcome` is the whole result once it is over. */
    original: originalRoundSchema,
    /** Step games: every action in order, `{type: 'cashout'}` last where the player took one. */
    actions: z.array(originalActionSchema),
    /** The maximum win per bet in the round's currency (minor units), as it was played. */
    maxWin: minorSchema,
  })
  .register(z.globalRegistry, { id: 'PlayOriginalRoundDetail' });
export type PlayOriginalRoundDetail = z.infer<typeof playOriginalRoundDetailSchema>;

/** A slot round (`outcome`) or an original's (`original`): tell them apart by `'original' in`. */
export const playRoundDetailSchema = z.union([
  playSlotRoundDetailSchema,
  playOriginalRoundDetailSchema,
]);
export type PlayRoundDetail = z.infer<typeof playRoundDetailSchema>;

export const playRoundsQuerySchema = z.object({
  take: z._default(intFromQuery(1, 100), 20),
  page: z._default(intFromQuery(1, 1_000_000), 1),
});
export type PlayRoundsQuery = z.output<typeof playRoundsQuerySchema>;

export const playRoundsResponseSchema = okEnvelope({
  data: z.array(playRoundSchema),
  page: z.int(),
  lastPage: z.int(),
  total: z.int(),
});
export type PlayRoundsResponse = z.infer<typeof playRoundsResponseSchema>;

export const playRoundParamsSchema = z.object({ id: roundIdSchema });
export const playRoundResponseSchema = okEnvelope({ round: playRoundDetailSchema });

export const playSeedsQuerySchema = z.object({
  family: z._default(playGameFamilySchema, 'slots'),
});
export const playSeedsResponseSchema = okEnvelope({ seeds: playSeedsSchema });

export const playClientSeedBodySchema = z.object({
  family: z._default(playGameFamilySchema, 'slots'),
  /** 1–64 printable ASCII characters (space to `~`). */
  clientSeed: z.string().check(z.maxLength(1000)),
});

export const playRotateBodySchema = z._default(
  z.object({
    family: z._default(playGameFamilySchema, 'slots'),
    /** The client seed of the new pair; the current one carries over when absent. */
    clientSeed: z.optional(z.string().check(z.maxLength(1000))),
  }),
  { family: 'slots' },
);

export const playRotateResponseSchema = okEnvelope({
  /** The retired pair, its server seed revealed: every round under it can be verified. */
  revealed: z.object({
    ...playSeedsSchema.shape,
    serverSeed: z.string(),
  }),
  seeds: playSeedsSchema,
});

/**
 * The game client's fairness panel, by its session token: a real session acts on the player's
 * pair of the game's family, a demo session on its own pair.
 */
export const playSessionSeedsBodySchema = z.object({ sessionToken: sessionTokenSchema });
export const playSessionClientSeedBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  clientSeed: z.string().check(z.maxLength(1000)),
});
/**
 * The game client's own list of the player's last rounds and the balance now, by session
 * token: a real session lists the player's real rounds of the game, a demo session its own.
 */
export const PLAY_SESSION_ROUNDS_MAX = 50;
export const playSessionRoundsBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  take: z._default(z.int().check(z.gte(1), z.lte(PLAY_SESSION_ROUNDS_MAX)), 10),
});
export type PlaySessionRoundsBody = z.output<typeof playSessionRoundsBodySchema>;
export const playSessionRoundsResponseSchema = okEnvelope({
  /** Newest first. */
  rounds: z.array(playRoundSchema),
  /** What the session may bet now: real plus casino bonus money, or the play money. */
  balance: minorSchema,
});
export type PlaySessionRoundsResponse = z.infer<typeof playSessionRoundsResponseSchema>;

export const playSessionRotateBodySchema = z.object({
  sessionToken: sessionTokenSchema,
  clientSeed: z.optional(z.string().check(z.maxLength(1000))),
});
