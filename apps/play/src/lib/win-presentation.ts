/**
 * How a round's result is shown. A win smaller than the stake (or equal to it) gave money back
 * and the player is down or even: it is told as "returned", never celebrated (no win sound, no
 * pulsing cells, no "Win" label). Only a result above the stake is a win, and ten times the stake
 * or more a big one.
 */
export type ResultKind = 'none' | 'returned' | 'win' | 'big';

/** A big win from this many stakes on. */
export const BIG_WIN_STAKES = 10;

export interface RoundResult {
  kind: ResultKind;
  /** Won minus staked: negative for a returned part of the stake. */
  net: number;
}

export function roundResult(win: number, stake: number): RoundResult {
  const net = win - stake;
  if (win <= 0) return { kind: 'none', net };
  if (stake > 0 && win <= stake) return { kind: 'returned', net };
  if (stake > 0 && win >= stake * BIG_WIN_STAKES) return { kind: 'big', net };
  return { kind: 'win', net };
}
