import type { Rng } from '../fairness/rng.js';
import { applyFlip, startFlip } from './flip.js';
import { applyHilo, startHilo } from './hilo.js';
import { applyMines, startMines } from './mines.js';
import { checkMoney } from './payout.js';
import {
  OriginalsRuleError,
  type ActionOf,
  type ParamsOf,
  type PublicView,
  type StateOf,
  type StepAction,
  type StepGame,
  type StepStart,
  type StepState,
} from './types.js';

/*
 * The multi-step games (mines, hilo, flip) as pure state transitions over plain JSON. Every
 * transition takes the stream at `state.cursor` (the caller builds it with
 * createFairRng(seeds, state.cursor)) and stores the new position, so a round resumes after a
 * restart exactly where it stopped.
 */

export function startStepGame<G extends StepGame>(
  game: G,
  rng: Rng,
  bet: number,
  params: ParamsOf[G],
  maxWin: number,
): StateOf[G] {
  checkMoney(bet, 'BET_INVALID');
  checkMoney(maxWin, 'MAX_WIN_INVALID');
  const base: StepStart = {
    bet,
    maxWin,
    status: 'open',
    steps: 0,
    multiplier: 0,
    win: 0,
    capped: false,
  };
  if (game === 'mines') return startMines(rng, base, params as ParamsOf['mines']) as StateOf[G];
  if (game === 'hilo') return startHilo(rng, base) as StateOf[G];
  if (game === 'flip') return startFlip(rng, base) as StateOf[G];
  throw new OriginalsRuleError('GAME_UNKNOWN');
}

export function applyStepAction<S extends StepState>(state: S, action: StepAction, rng: Rng): S {
  if (state.status !== 'open') throw new OriginalsRuleError('ROUND_CLOSED');
  if (typeof action !== 'object' || action === null) throw new OriginalsRuleError('ACTION_INVALID');
  if (state.game === 'mines') return applyMines(state, action as ActionOf['mines']) as S;
  if (state.game === 'hilo') return applyHilo(state, action as ActionOf['hilo'], rng) as S;
  return applyFlip(state, action as ActionOf['flip'], rng) as S;
}

/** Whether the round has something to cash out: at least one reveal, won guess or won flip. */
export function canCashOut(state: StepState): boolean {
  if (state.status !== 'open') return false;
  if (state.game === 'mines') return state.revealed.length > 0;
  if (state.game === 'hilo') return state.wins > 0;
  return state.flips.length > 0;
}

export function cashOutRound<S extends StepState>(state: S): S {
  if (state.status !== 'open') throw new OriginalsRuleError('ROUND_CLOSED');
  if (!canCashOut(state)) throw new OriginalsRuleError('CASHOUT_NOTHING_WON');
  return { ...state, status: 'cashed' };
}

export function publicViewOf(state: StepState): PublicView {
  if (state.game !== 'mines' || state.status !== 'open') return state;
  const { minePositions: _hidden, ...visible } = state;
  return visible;
}
