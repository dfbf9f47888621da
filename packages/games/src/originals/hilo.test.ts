import { describe, expect, it } from 'vitest';
import { HILO_GUESSES, HILO_RANKS, hiloMultiplier, hiloWinningRanks } from './hilo.js';
import { EDGE, ratio, times } from './payout.js';
import { sum } from './rtp.js';
import type { HiloGuess, Ratio } from './types.js';

/*
 * Hilo's 99 % for every strategy. Each card's rank is uniform over 13 and independent of the
 * past; a won guess of chance w / 13 multiplies the cash-out value by 13 / w. So every guess is
 * a fair bet on the value so far (a martingale) and the edge is taken once, on the product:
 * whatever the player guesses, skips or stops at, the expected cash-out is 0.99 of the stake.
 */
const p13 = ratio(1, HILO_RANKS);
const ranks = [...Array(HILO_RANKS).keys()];
const wins = (from: number, to: number, guess: HiloGuess) =>
  guess === 'higher' ? to > from : guess === 'lower' ? to < from : to === from;
const equal = (a: Ratio, b: Ratio) => a.num * b.den === b.num * a.den;
const less = (a: Ratio, b: Ratio) => a.num * b.den < b.num * a.den;

describe('hilo', () => {
  it('makes every allowed guess a fair bet: Σ P(next) × win × 13 / wins = 1', () => {
    for (const rank of ranks) {
      for (const guess of HILO_GUESSES) {
        const w = hiloWinningRanks(rank, guess);
        expect(w).toBe(ranks.filter((to) => wins(rank, to, guess)).length);
        if (w === 0) continue; // refused: higher from an ace, lower from a 2
        const expected = sum(
          ranks.filter((to) => wins(rank, to, guess)).map(() => times(p13, ratio(HILO_RANKS, w))),
        );
        expect(equal(expected, ratio(1))).toBe(true);
      }
    }
  });

  it('returns exactly 99 % under the best and the worst strategy, to depth 3', () => {
    /*
     * Every strategy of up to 3 actions (guess higher / lower / same, skip, or cash out once a
     * guess has won; a round must end in a cash-out or a loss): the extreme expected returns
     * over all of them, by recursion over the current rank and the multiplier so far. Both are
     * 0.99, so every strategy returns 0.99.
     */
    type Range = { min: Ratio; max: Ratio } | null;
    const merge = (a: Range, b: Range): Range =>
      !a
        ? b
        : !b
          ? a
          : { min: less(a.min, b.min) ? a.min : b.min, max: less(a.max, b.max) ? b.max : a.max };
    const expectation = (branches: Range[]): Range => {
      // Every branch must be completable for the action to be a strategy's choice.
      if (branches.some((r) => r === null)) return null;
      const rs = branches as { min: Ratio; max: Ratio }[];
      return {
        min: sum(rs.map((r) => times(p13, r.min))),
        max: sum(rs.map((r) => times(p13, r.max))),
      };
    };
    const zero = { min: ratio(0), max: ratio(0) };
    let strategies = 0;
    const value = (rank: number, m: Ratio, won: boolean, depth: number): Range => {
      let range: Range = won ? { min: m, max: m } : null; // cash out
      if (depth === 0) return range;
      for (const guess of HILO_GUESSES) {
        const w = hiloWinningRanks(rank, guess);
        if (w === 0) continue;
        const next = times(m, ratio(HILO_RANKS, w));
        range = merge(
          range,
          expectation(
            ranks.map((to) => (wins(rank, to, guess) ? value(to, next, true, depth - 1) : zero)),
          ),
        );
        strategies++;
      }
      range = merge(range, expectation(ranks.map((to) => value(to, m, won, depth - 1))));
      return range;
    };
    const start = expectation(ranks.map((rank) => value(rank, EDGE, false, 3)));
    expect(start).not.toBeNull();
    expect(equal(start!.min, EDGE)).toBe(true);
    expect(equal(start!.max, EDGE)).toBe(true);
    expect(strategies).toBeGreaterThan(1_000);
  });

  it('multiplies 0.99 by 13 / wins over the won guesses only', () => {
    // ♦2 (0), higher wins to ♦K (44): 13/12; skip to ♣A (51); lower wins to ♥7 (21): 13/12.
    const m = hiloMultiplier([
      { index: 0, via: 'start' },
      { index: 44, via: 'higher', won: true },
      { index: 51, via: 'skip' },
      { index: 21, via: 'lower', won: true },
    ]);
    expect(equal(m, times(EDGE, ratio(169, 144)))).toBe(true);
  });
});
