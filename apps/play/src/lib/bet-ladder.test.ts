import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betLadder, nearestBet, stepBet } from './bet-ladder';

describe('betLadder', () => {
  it('offers readable bets between the limits', () => {
    // USD Fruit Classic: 0.20 to 100, ten lines.
    expect(betLadder({ min: 20, max: 10_000, step: 10 })).toEqual([
      20, 30, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10_000,
    ]);
  });

  it('rounds readable values up to the step', () => {
    // Abyss 1024 in USD: bets are multiples of 50.
    expect(betLadder({ min: 50, max: 10_000, step: 50 })).toEqual([
      50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10_000,
    ]);
    // Dragon's Hoard, 40 lines.
    expect(betLadder({ min: 40, max: 10_000, step: 40 })).toEqual([
      40, 80, 120, 200, 320, 520, 1000, 2000, 3000, 5000, 10_000,
    ]);
  });

  it('keeps every bet within the limits and on the step (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 600 }),
        (step, minSteps, factor) => {
          const min = step * minSteps;
          const max = min * factor;
          const ladder = betLadder({ min, max, step });
          expect(ladder[0]).toBe(min);
          expect(ladder.at(-1)).toBe(max);
          for (const [i, bet] of ladder.entries()) {
            expect(bet % step).toBe(0);
            if (i > 0) expect(bet).toBeGreaterThan(ladder[i - 1] as number);
          }
        },
      ),
    );
  });

  it('has no bets for nonsensical limits', () => {
    expect(betLadder({ min: 0, max: 100, step: 10 })).toEqual([]);
    expect(betLadder({ min: 100, max: 50, step: 10 })).toEqual([]);
  });
});

describe('stepBet', () => {
  const ladder = [20, 50, 100];

  it('moves one rung and stops at the ends', () => {
    expect(stepBet(ladder, 20, 1)).toBe(50);
    expect(stepBet(ladder, 50, -1)).toBe(20);
    expect(stepBet(ladder, 100, 1)).toBe(100);
    expect(stepBet(ladder, 20, -1)).toBe(20);
  });

  it('finds the rung from a bet that is not on the ladder', () => {
    expect(stepBet(ladder, 70, 1)).toBe(100);
    expect(stepBet(ladder, 70, -1)).toBe(50);
  });

  it('picks the closest rung for a remembered bet', () => {
    expect(nearestBet(ladder, 60)).toBe(50);
    expect(nearestBet(ladder, 1_000)).toBe(100);
    expect(nearestBet([], 60)).toBeUndefined();
  });
});
