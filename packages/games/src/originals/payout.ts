import { OriginalsRuleError, type Ratio, type StepState } from './types.js';

/*
 * Settlement: a win is floor(bet × exact multiplier) in minor units, computed with bigint so no
 * float ever rounds in the player's favour, then capped at the caller's maximum win per bet.
 */

export const ZERO: Ratio = { num: 0n, den: 1n };
export const ONE: Ratio = { num: 1n, den: 1n };
/** 0.99: the 1 % house edge, applied once on a round's product of fair odds. */
export const EDGE: Ratio = { num: 99n, den: 100n };

export const ratio = (num: bigint | number, den: bigint | number = 1n): Ratio => ({
  num: BigInt(num),
  den: BigInt(den),
});
export const times = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.num, den: a.den * b.den });

/** A table multiplier written with at most 4 decimals (5.6, 0.2, 1000) as an exact ratio. */
export const decimalRatio = (value: number): Ratio => ({
  num: BigInt(Math.round(value * 10_000)),
  den: 10_000n,
});

/** Display value: floored to 4 decimals, so a shown multiplier never overstates the pay. */
export function displayMultiplier(m: Ratio): number {
  return Number((m.num * 10_000n) / m.den) / 10_000;
}

/** A bet or a maximum win: a non-negative safe integer of minor units. */
export function checkMoney(value: number, code: 'BET_INVALID' | 'MAX_WIN_INVALID'): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new OriginalsRuleError(code);
}

/** floor(bet × m), capped at maxWin; `capped` when the cap cut it. */
export function settle(bet: number, m: Ratio, maxWin: number): { win: number; capped: boolean } {
  const exact = (BigInt(bet) * m.num) / m.den;
  if (exact > BigInt(maxWin)) return { win: maxWin, capped: true };
  return { win: Number(exact), capped: false };
}

/** A step round's state with what a cash-out pays now; `null` prices a lost round at nothing. */
export function priceStep<S extends StepState>(state: S, m: Ratio | null): S {
  if (m === null) return { ...state, multiplier: 0, win: 0, capped: false };
  const { win, capped } = settle(state.bet, m, state.maxWin);
  return { ...state, multiplier: displayMultiplier(m), win, capped };
}
