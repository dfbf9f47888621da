import { EDGE, ratio, times } from './payout.js';
import type { MinesParams, OriginalsRuleCode, Ratio } from './types.js';

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
