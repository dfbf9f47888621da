import {
  ErrorCode,
  ORIGINAL_PARAMS,
  playBetLimits,
  type BonusCategory,
  type CurrencyCode,
  type OriginalRound,
} from '@jackdaw/contracts';
import {
  createFairRng,
  isStepGame,
  OriginalsRuleError,
  playInstant,
  publicView,
  startSteps,
  validateParams,
  type InstantGame,
  type InstantResult,
  type OriginalGame,
  type OriginalParams,
  type ParamsOf,
  type RoundAction,
  type RoundSeeds,
  type StepGame,
  type StepState,
} from '@jackdaw/games';
import { AppError } from '../../lib/app-error.js';
import { actionInvalid, paramsInvalid } from './play.errors.js';

/*
 * The originals' rules as the server applies them (pure, tested without a server): bets,
 * parameters, what a round's row holds and how the game client sees it.
 */

/**
 * The originals' bonus wagering category: the catalogue files them under instant games, which
 * count as the crash games do (bonuses/wagering.ts), 0 % by default (engagement §9). Named in
 * every movement's metadata, so the stake hook needs no catalogue query.
 */
export const ORIGINALS_BONUS_CATEGORY: BonusCategory = 'crash';

/** What `play_rounds.outcome` holds for an original's round. */
export interface StoredOriginal {
  original: {
    game: OriginalGame;
    params: OriginalParams;
    /** Step games: the actions applied, `cashout` last where taken (replayRound's `actions`). */
    actions: RoundAction[];
    /** The maximum win per bet the round was played under, minor units of its currency. */
    maxWin: number;
    /**
     * An instant game's result, or a step round's last state once it is over; null while it is
     * open (the state is then the row's `feature`, mine positions and stream cursor included).
     */
    result: InstantResult | StepState | null;
  };
}

/** A currency's bet limits for the originals (any whole number of minor units between). */
export const originalBetLimits = (currency: CurrencyCode) => playBetLimits(currency);

export function checkOriginalBet(currency: CurrencyCode, bet: number): void {
  const { min, max } = originalBetLimits(currency);
  if (bet < min) {
    throw AppError.badRequest(
      `The smallest bet is ${min} (minor units of ${currency}).`,
      ErrorCode.PlayBetTooLow,
    );
  }
  if (bet > max) {
    throw AppError.badRequest(
      `The largest bet is ${max} (minor units of ${currency}).`,
      ErrorCode.PlayBetTooHigh,
    );
  }
}

/**
 * A bet's `params` for its game: the contract's shape (unknown keys dropped), then the maths'
 * rules (a dice chance out of range, repeated keno picks…); 400 PLAY.PARAMS_INVALID otherwise.
 */
export function parseParams(game: OriginalGame, raw: Record<string, unknown>): OriginalParams {
  const parsed = ORIGINAL_PARAMS[game].safeParse(raw);
  if (!parsed.success) throw paramsInvalid('PARAMS_INVALID');
  const params = parsed.data as OriginalParams;
  const problem = validateParams(game, params);
  if (problem) throw paramsInvalid(problem);
  return params;
}

/**
 * A round drawn from its seeds: an instant game's result, or a step game's opening state, open
 * (its stake taken) until an action ends it; `win` is what it pays now.
 */
export function drawOriginal(
  game: OriginalGame,
  seeds: RoundSeeds,
  bet: number,
  params: OriginalParams,
  maxWin: number,
): { outcome: StoredOriginal; feature: StepState | null; win: number } {
  const rng = createFairRng(seeds);
  const original = { game, params, actions: [], maxWin };
  if (isStepGame(game)) {
    const state = startSteps(game, rng, bet, params as ParamsOf[StepGame], maxWin);
    return state.status === 'open'
      ? { outcome: { original: { ...original, result: null } }, feature: state, win: 0 }
      : { outcome: { original: { ...original, result: state } }, feature: null, win: state.win };
  }
  const result = playInstant(game, rng, bet, params as ParamsOf[InstantGame], maxWin);
  return { outcome: { original: { ...original, result } }, feature: null, win: result.win };
}

/** The maths refusing an action (a revealed tile, an impossible guess…) → 409. */
export function refusedAction(error: unknown): unknown {
  if (!(error instanceof OriginalsRuleError)) return error;
  return actionInvalid(
    error.code === 'ROUND_CLOSED'
      ? 'This round is over.'
      : `This action is not allowed now (${error.code}).`,
  );
}

/** A round's state now: the open round's (`feature`), else the stored result. */
export const currentOf = (outcome: StoredOriginal, feature: StepState | null) =>
  feature ?? outcome.original.result;

/** JSON the contract takes as a record (the maths' interfaces carry no index signature). */
const asRecord = (value: object): Record<string, unknown> => ({ ...value });

/**
 * The round as the game client shows it: a step round's public view (no mine positions while
 * it is open), an instant game's outcome; `steps` counts every action, a cash-out included, so
 * that the next action's `step` is `steps + 1`.
 */
export function originalRoundView(
  roundId: string,
  bet: number,
  outcome: StoredOriginal,
  feature: StepState | null,
): OriginalRound {
  const { game, params, actions } = outcome.original;
  const now = currentOf(outcome, feature);
  if (!now) throw new Error(`round ${roundId} has neither state nor result`);
  const common = { roundId, game, bet, params: asRecord(params), steps: actions.length };
  if (isStepGame(game)) {
    const state = now as StepState;
    return {
      ...common,
      status: state.status,
      multiplier: state.multiplier,
      win: state.win,
      capped: state.capped,
      outcome: asRecord(publicView(state)),
    };
  }
  const result = now as InstantResult;
  return {
    ...common,
    status: result.win > 0 ? 'won' : 'lost',
    multiplier: result.multiplier,
    win: result.win,
    capped: result.capped,
    outcome: asRecord(result.outcome),
  };
}
