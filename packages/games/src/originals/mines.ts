import type { Rng } from '../fairness/rng.js';
import { EDGE, priceStep, ratio, times } from './payout.js';
import { drawWithoutReplacement } from './shuffle.js';
import {
  OriginalsRuleError,
  type MinesAction,
  type MinesParams,
  type MinesState,
  type OriginalsRuleCode,
  type Ratio,
  type StepStart,
} from './types.js';

/*
 * Mines: a 5×5 board, m mines drawn at round start by the published Fisher–Yates draw (the
 * first m tiles taken, shuffle.ts). After r safe reveals the chance of having survived is
 * C(25 − m, r) / C(25, r), so a cash-out paying 0.99 × C(25, r) / C(25 − m, r) returns exactly
 * 99 % whatever the player's stopping rule.
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

export const minesMultiplier = (mines: number, reveals: number): Ratio =>
  times(EDGE, ratio(binomial(MINES_TILES, reveals), binomial(MINES_TILES - mines, reveals)));

export function validateMines(p: MinesParams): OriginalsRuleCode | null {
  return Number.isInteger(p.mines) && p.mines >= MINES_MIN && p.mines <= MINES_MAX
    ? null
    : 'MINES_COUNT';
}

/** Opens a round: the mines are drawn now, from the round's first floats. */
export function startMines(rng: Rng, base: StepStart, p: MinesParams): MinesState {
  const code = validateMines(p);
  if (code) throw new OriginalsRuleError(code);
  const minePositions = drawWithoutReplacement(rng, MINES_TILES, p.mines);
  return {
    ...base,
    game: 'mines',
    params: { mines: p.mines },
    minePositions,
    revealed: [],
    cursor: rng.position,
  };
}

export function applyMines(state: MinesState, action: MinesAction): MinesState {
  if (action.type !== 'reveal') throw new OriginalsRuleError('ACTION_INVALID');
  const tile = action.tile;
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new OriginalsRuleError('MINES_TILE');
  }
  if (state.revealed.includes(tile)) throw new OriginalsRuleError('MINES_TILE_REVEALED');
  const next = { ...state, revealed: [...state.revealed, tile], steps: state.steps + 1 };
  if (state.minePositions.includes(tile)) return priceStep({ ...next, status: 'lost' }, null);
  const done = next.revealed.length === MINES_TILES - state.params.mines;
  return priceStep(
    { ...next, status: done ? 'won' : 'open' },
    minesMultiplier(state.params.mines, next.revealed.length),
  );
}
