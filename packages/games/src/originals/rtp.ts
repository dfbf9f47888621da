import { DICE_ROLL_VALUES, diceMultiplier } from './dice.js';
import { flipMultiplier } from './flip.js';
import { kenoTable, KENO_DRAWN, KENO_NUMBERS } from './keno.js';
import { binomial, minesMultiplier, MINES_TILES } from './mines.js';
import { decimalRatio, ratio, times } from './payout.js';
import { plinkoTable } from './plinko.js';
import type { DiceParams, KenoParams, PlinkoParams, Ratio, WheelParams } from './types.js';
import { wheelTable } from './wheel.js';

/*
 * Every mode's exact return as a rational. Plinko and flip read one bit of a float (floor(float
 * × 2) is its top bit), so their chances are exact on the 2^32 float grid. Dice, mines, keno,
 * hilo and wheel take floor(float × n) for n that does not divide 2^32: each value's chance
 * differs from 1 / n by under 1 / 2^32 (relatively n / 2^32, below 10⁻⁵ %, as for the slots'
 * reel stops), which these exact figures neglect.
 */
export const sum = (terms: readonly Ratio[]): Ratio =>
  terms.reduce((a, b) => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den }), ratio(0));

/** The return's distance from 99 % in percentage points (for reports; tests compare exactly). */
export function deviationPp(r: Ratio): number {
  const scaled = (r.num * 10n ** 12n) / r.den; // 12 decimals of the return
  return (Number(scaled) / 1e12 - 0.99) * 100;
}

/** |r − 0.99| ≤ 0.01 pp, exactly: |10000·num − 9900·den| ≤ den. */
export function withinTolerance(r: Ratio): boolean {
  const d = 10_000n * r.num - 9_900n * r.den;
  return (d < 0n ? -d : d) <= r.den;
}

/**
 * Dice over its 10,001 equally likely rolls: over t wins on 10000 − t of them, under t on t, and
 * the multiplier is 0.99 over that chance, so the return is exactly 99 % for every target.
 */
export function diceReturn(p: DiceParams): Ratio {
  const winning = p.direction === 'over' ? 10_000 - p.target : p.target;
  return times(ratio(winning, DICE_ROLL_VALUES), diceMultiplier(p));
}

export function plinkoReturn(p: PlinkoParams): Ratio {
  const table = plinkoTable(p);
  return sum(
    table.map((m, k) => times(ratio(binomial(p.rows, k), 2n ** BigInt(p.rows)), decimalRatio(m))),
  );
}

/** P(h hits) = C(k, h) C(40 − k, 10 − h) / C(40, 10). */
export function kenoHitChance(picks: number, hits: number): Ratio {
  return ratio(
    binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits),
    binomial(KENO_NUMBERS, KENO_DRAWN),
  );
}

export function kenoReturn(p: KenoParams): Ratio {
  const table = kenoTable(p);
  return sum(table.map((m, h) => times(kenoHitChance(p.picks.length, h), decimalRatio(m))));
}

export function wheelReturn(p: WheelParams): Ratio {
  return times(sum(wheelTable(p).map(decimalRatio)), ratio(1, p.segments));
}

/** Chance that r reveals are all safe, C(25 − m, r) / C(25, r), times the cash-out multiplier. */
export function minesReturn(mines: number, reveals: number): Ratio {
  const survive = ratio(binomial(MINES_TILES - mines, reveals), binomial(MINES_TILES, reveals));
  return times(survive, minesMultiplier(mines, reveals));
}

/** n won flips in a row (2^−n) cashed out at 0.99 × 2^n. */
export const flipReturn = (wins: number): Ratio =>
  times(ratio(1n, 2n ** BigInt(wins)), flipMultiplier(wins));
