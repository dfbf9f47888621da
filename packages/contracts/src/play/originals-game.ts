import * as z from 'zod/mini';

/*
 * The originals' game ids, actions and the round as the client shows it: the part of the
 * originals' contract that play.ts's round detail needs too. Kept apart from originals.ts, which
 * builds on play.ts's seeds, so that neither module imports the other.
 */

const minorSchema = z.int().check(z.gte(0));

export const ORIGINAL_GAMES = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'keno',
  'hilo',
  'wheel',
  'flip',
] as const;
export const originalGameSchema = z.enum(ORIGINAL_GAMES);
export type OriginalGameId = z.infer<typeof originalGameSchema>;
export const ORIGINAL_STEP_GAMES = ['mines', 'hilo', 'flip'] as const satisfies OriginalGameId[];

/** Display names; the catalogue's titles. */
export const ORIGINAL_NAMES: Record<OriginalGameId, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  mines: 'Mines',
  keno: 'Keno',
  hilo: 'Hilo',
  wheel: 'Wheel',
  flip: 'Flip',
};

/** A step game's action; `cashout` ends an open round with its win. */
export const originalActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reveal'), tile: z.int().check(z.gte(0), z.lte(24)) }),
  z.object({ type: z.literal('guess'), guess: z.enum(['higher', 'lower', 'same']) }),
  z.object({ type: z.literal('skip') }),
  z.object({ type: z.literal('flip'), side: z.enum(['heads', 'tails']) }),
  z.object({ type: z.literal('cashout') }),
]);
export type OriginalAction = z.infer<typeof originalActionSchema>;

/** The eight games' rounds as the client shows them. */
export const originalRoundSchema = z
  .object({
    roundId: z.string(),
    game: originalGameSchema,
    /** `open`: a step game's round in play; the others are over. */
    status: z.enum(['open', 'won', 'lost', 'cashed']),
    bet: minorSchema,
    params: z.record(z.string(), z.unknown()),
    /** Actions applied so far (step games); an action's `step` is this + 1. */
    steps: z.int(),
    /** Display multiplier (4 decimals, rounded down); 0 on a loss. */
    multiplier: z.number(),
    /** Paid (or, while open, what a cash-out would pay now), minor units. */
    win: minorSchema,
    /** The win reached the maximum win per bet and was paid at it. */
    capped: z.boolean(),
    /**
     * The game's outcome or, while open, its public view (mines' positions are only shown once
     * the round is over): @jackdaw/games originals' plain JSON.
     */
    outcome: z.record(z.string(), z.unknown()),
  })
  .register(z.globalRegistry, { id: 'OriginalRound' });
export type OriginalRound = z.infer<typeof originalRoundSchema>;
