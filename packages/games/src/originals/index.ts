/**
 * The eight originals (issue 24): dice, limbo, plinko, keno and wheel are one-shot
 * (`playInstant`); mines, hilo and flip are multi-step rounds over plain-JSON state
 * (`startSteps`, `applyStep`, `cashOut`). Every event is drawn from the fair stream exactly as
 * the published Stake-style scheme describes the game, so a third-party verifier agrees, and
 * every mode returns 99 % (the tests beside each game prove it exactly).
 *
 * @example
 * const rng = createFairRng({ serverSeed, clientSeed, nonce });
 * const round = playInstant('dice', rng, 1_000, { target: 5_000, direction: 'over' }, 2_000_000_00);
 * // round.outcome.roll, round.multiplier (1.98), round.win (1980 or 0)
 */
import { createFairRng, type RoundSeeds } from '../fairness/floats.js';
import type { Rng } from '../fairness/rng.js';
import { playDice, validateDice } from './dice.js';
import { playKeno, validateKeno } from './keno.js';
import { playLimbo, validateLimbo } from './limbo.js';
import { validateMines } from './mines.js';
import { checkMoney, displayMultiplier, settle } from './payout.js';
import { playPlinko, validatePlinko } from './plinko.js';
import { applyStepAction, cashOutRound, publicViewOf, startStepGame } from './steps.js';
import {
  INSTANT_GAMES,
  ORIGINAL_GAMES,
  OriginalsRuleError,
  STEP_GAMES,
  type InstantGame,
  type InstantResult,
  type OriginalGame,
  type OriginalsRuleCode,
  type OutcomeOf,
  type ParamsOf,
  type PublicView,
  type Ratio,
  type RoundAction,
  type StateOf,
  type StepAction,
  type StepGame,
  type StepState,
} from './types.js';
import { playWheel, validateWheel } from './wheel.js';

export * from './types.js';
export { ORIGINALS_INFO } from './info.js';
export { diceChance, diceMultiplier, DICE_MAX_CHANCE, DICE_MIN_CHANCE } from './dice.js';
export {
  limboCount,
  limboPayout,
  limboResult,
  limboReturn,
  LIMBO_MAX_RESULT,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
} from './limbo.js';
export { plinkoTable } from './plinko.js';
export { minesMultiplier } from './mines.js';
export { kenoTable } from './keno.js';
export { hiloMultiplier, hiloRank, hiloWinningRanks } from './hilo.js';
export { wheelTable } from './wheel.js';
export { flipMultiplier, FLIP_MAX } from './flip.js';
export { canCashOut } from './steps.js';
export { displayMultiplier, settle } from './payout.js';
export {
  deviationPp,
  diceReturn,
  flipReturn,
  kenoHitChance,
  kenoReturn,
  minesReturn,
  plinkoReturn,
  wheelReturn,
  withinTolerance,
} from './rtp.js';

export const isOriginalGame = (value: string): value is OriginalGame =>
  (ORIGINAL_GAMES as readonly string[]).includes(value);
export const isInstantGame = (value: string): value is InstantGame =>
  (INSTANT_GAMES as readonly string[]).includes(value);
export const isStepGame = (value: string): value is StepGame =>
  (STEP_GAMES as readonly string[]).includes(value);

/** The rule problem with a game's parameters (a stable code), or null when they are fine. */
export function validateParams(game: OriginalGame, params: unknown): OriginalsRuleCode | null {
  if (!isOriginalGame(game)) return 'GAME_UNKNOWN';
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return 'PARAMS_INVALID';
  }
  switch (game) {
    case 'dice':
      return validateDice(params as ParamsOf['dice']);
    case 'limbo':
      return validateLimbo(params as ParamsOf['limbo']);
    case 'plinko':
      return validatePlinko(params as ParamsOf['plinko']);
    case 'mines':
      return validateMines(params as ParamsOf['mines']);
    case 'keno':
      return validateKeno(params as ParamsOf['keno']);
    case 'wheel':
      return validateWheel(params as ParamsOf['wheel']);
    case 'hilo':
    case 'flip':
      return null;
  }
}

const INSTANT_PLAY: {
  [G in InstantGame]: (rng: Rng, p: ParamsOf[G]) => { outcome: OutcomeOf[G]; multiplier: Ratio };
} = { dice: playDice, limbo: playLimbo, plinko: playPlinko, keno: playKeno, wheel: playWheel };

/** One-shot games: draws the outcome from `rng` and settles `bet` (minor units), capped at `maxWin`. */
export function playInstant<G extends InstantGame>(
  game: G,
  rng: Rng,
  bet: number,
  params: ParamsOf[G],
  maxWin: number,
): InstantResult<G> {
  if (!isInstantGame(game)) throw new OriginalsRuleError('GAME_UNKNOWN');
  checkMoney(bet, 'BET_INVALID');
  checkMoney(maxWin, 'MAX_WIN_INVALID');
  const code = validateParams(game, params);
  if (code) throw new OriginalsRuleError(code);
  const { outcome, multiplier } = INSTANT_PLAY[game](rng, params);
  const { win, capped } = settle(bet, multiplier, maxWin);
  return { game, outcome, multiplier: displayMultiplier(multiplier), win, capped };
}

/** Opens a multi-step round: mines draws its mines, hilo its first card, flip nothing yet. */
export function startSteps<G extends StepGame>(
  game: G,
  rng: Rng,
  bet: number,
  params: ParamsOf[G],
  maxWin: number,
): StateOf[G] {
  if (!isStepGame(game)) throw new OriginalsRuleError('GAME_UNKNOWN');
  const code = validateParams(game, params);
  if (code) throw new OriginalsRuleError(code);
  return startStepGame(game, rng, bet, params, maxWin);
}

/**
 * Applies one action; `rng` must be createFairRng(seeds, state.cursor). Throws
 * OriginalsRuleError on an illegal action (closed round, tile out of range or revealed,
 * impossible guess, too many skips).
 */
export function applyStep<S extends StepState>(state: S, action: StepAction, rng: Rng): S {
  return applyStepAction(state, action, rng);
}

/** Ends an open round paying its current win; refused before anything is won. */
export function cashOut<S extends StepState>(state: S): S {
  return cashOutRound(state);
}

/** What the player may see: while a mines round is open, its mine positions are left out. */
export function publicView(state: StepState): PublicView {
  return publicViewOf(state);
}

export type ReplayOf<G extends OriginalGame> = G extends InstantGame
  ? InstantResult<G>
  : G extends StepGame
    ? StateOf[G]
    : never;

/**
 * Recomputes a whole round from its seeds: the instant outcome, or the step round with its
 * actions applied in order ({type: 'cashout'} cashes out). Each step resumes the stream from the
 * stored cursor, as the server does, so the replay checks that path too.
 */
export function replayRound<G extends OriginalGame>(
  game: G,
  seeds: RoundSeeds,
  bet: number,
  params: ParamsOf[G],
  actions: readonly RoundAction[],
  maxWin: number,
): ReplayOf<G> {
  if (isInstantGame(game)) {
    if (actions.length > 0) throw new OriginalsRuleError('ACTION_INVALID');
    return playInstant(game, createFairRng(seeds), bet, params as never, maxWin) as ReplayOf<G>;
  }
  if (!isStepGame(game)) throw new OriginalsRuleError('GAME_UNKNOWN');
  let state: StepState = startSteps(game, createFairRng(seeds), bet, params as never, maxWin);
  for (const action of actions) {
    state =
      action.type === 'cashout'
        ? cashOut(state)
        : applyStep(state, action, createFairRng(seeds, state.cursor));
  }
  return state as ReplayOf<G>;
}
