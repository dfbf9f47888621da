import type { Rng } from '../fairness/rng.js';
import { drawFlip, checkFlip, FLIP_MAX, flipMultiplier } from './flip.js';
import {
  drawCard,
  HILO_GUESSES,
  HILO_MAX_SKIPS,
  hiloMultiplier,
  hiloRank,
  hiloWinningRanks,
  hiloWins,
} from './hilo.js';
import { MINES_TILES, minesMultiplier, validateMines } from './mines.js';
import { checkMoney, displayMultiplier, settle } from './payout.js';
import { drawWithoutReplacement } from './shuffle.js';
import {
  OriginalsRuleError,
  type ActionOf,
  type FlipState,
  type HiloState,
  type MinesState,
  type ParamsOf,
  type PublicView,
  type Ratio,
  type StateOf,
  type StepAction,
  type StepGame,
  type StepState,
} from './types.js';

/*
 * The multi-step games (mines, hilo, flip) as pure state transitions over plain JSON. Every
 * transition takes the stream at `state.cursor` (the caller builds it with
 * createFairRng(seeds, state.cursor)) and stores the new position, so a round resumes after a
 * restart exactly where it stopped.
 */

function priced<S extends StepState>(state: S, m: Ratio | null): S {
  if (m === null) return { ...state, multiplier: 0, win: 0, capped: false };
  const { win, capped } = settle(state.bet, m, state.maxWin);
  return { ...state, multiplier: displayMultiplier(m), win, capped };
}

function minesValue(state: MinesState): Ratio {
  return minesMultiplier(state.params.mines, state.revealed.length);
}

export function startStepGame<G extends StepGame>(
  game: G,
  rng: Rng,
  bet: number,
  params: ParamsOf[G],
  maxWin: number,
): StateOf[G] {
  checkMoney(bet, 'BET_INVALID');
  checkMoney(maxWin, 'MAX_WIN_INVALID');
  const base = {
    bet,
    maxWin,
    status: 'open' as const,
    steps: 0,
    multiplier: 0,
    win: 0,
    capped: false,
  };
  let state: StepState;
  if (game === 'mines') {
    const p = params as ParamsOf['mines'];
    const code = validateMines(p);
    if (code) throw new OriginalsRuleError(code);
    const minePositions = drawWithoutReplacement(rng, MINES_TILES, p.mines);
    state = {
      ...base,
      game: 'mines',
      params: { mines: p.mines },
      minePositions,
      revealed: [],
      cursor: rng.position,
    };
  } else if (game === 'hilo') {
    const first = drawCard(rng);
    state = {
      ...base,
      game: 'hilo',
      params: {},
      cards: [{ index: first, via: 'start' }],
      skips: 0,
      wins: 0,
      cursor: rng.position,
    };
  } else if (game === 'flip') {
    state = { ...base, game: 'flip', params: {}, flips: [], cursor: rng.position };
  } else {
    throw new OriginalsRuleError('GAME_UNKNOWN');
  }
  return state as StateOf[G];
}

function applyMines(state: MinesState, action: ActionOf['mines']): MinesState {
  if (action.type !== 'reveal') throw new OriginalsRuleError('ACTION_INVALID');
  const tile = action.tile;
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new OriginalsRuleError('MINES_TILE');
  }
  if (state.revealed.includes(tile)) throw new OriginalsRuleError('MINES_TILE_REVEALED');
  const next = { ...state, revealed: [...state.revealed, tile], steps: state.steps + 1 };
  if (state.minePositions.includes(tile)) return priced({ ...next, status: 'lost' }, null);
  const done = next.revealed.length === MINES_TILES - state.params.mines;
  return priced({ ...next, status: done ? 'won' : 'open' }, minesValue(next));
}

function applyHilo(state: HiloState, action: ActionOf['hilo'], rng: Rng): HiloState {
  const current = state.cards[state.cards.length - 1]!.index;
  if (action.type === 'skip') {
    if (state.skips >= HILO_MAX_SKIPS) throw new OriginalsRuleError('HILO_SKIP_LIMIT');
    const card = drawCard(rng);
    const next: HiloState = {
      ...state,
      cards: [...state.cards, { index: card, via: 'skip' }],
      skips: state.skips + 1,
      steps: state.steps + 1,
      cursor: rng.position,
    };
    return next; // a skip changes the card, not the value
  }
  if (action.type !== 'guess' || !HILO_GUESSES.includes(action.guess)) {
    throw new OriginalsRuleError('ACTION_INVALID');
  }
  if (hiloWinningRanks(hiloRank(current), action.guess) === 0) {
    throw new OriginalsRuleError('HILO_GUESS_IMPOSSIBLE');
  }
  const card = drawCard(rng);
  const won = hiloWins(current, card, action.guess);
  const next: HiloState = {
    ...state,
    cards: [...state.cards, { index: card, via: action.guess, won }],
    wins: state.wins + (won ? 1 : 0),
    steps: state.steps + 1,
    cursor: rng.position,
  };
  return won ? priced(next, hiloMultiplier(next.cards)) : priced({ ...next, status: 'lost' }, null);
}

function applyFlip(state: FlipState, action: ActionOf['flip'], rng: Rng): FlipState {
  if (checkFlip(action)) throw new OriginalsRuleError('ACTION_INVALID');
  const flip = drawFlip(rng, action.side);
  const flips = [...state.flips, flip];
  const next: FlipState = { ...state, flips, steps: state.steps + 1, cursor: rng.position };
  if (!flip.won) return priced({ ...next, status: 'lost' }, null);
  return priced(
    { ...next, status: flips.length === FLIP_MAX ? 'won' : 'open' },
    flipMultiplier(flips.length),
  );
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
