import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayMultiplier, ratio, settle } from './payout.js';

describe('settle', () => {
  it('pays floor(bet × m) capped at maxWin: never above the exact value, less than a unit below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (bet, num, den, maxWin) => {
          const { win, capped } = settle(bet, { num, den }, maxWin);
          expect(Number.isSafeInteger(win)).toBe(true);
          expect(win).toBeGreaterThanOrEqual(0);
          expect(win).toBeLessThanOrEqual(maxWin);
          // exact = bet × num / den; win ≤ exact, and exact − win < 1 unless the cap cut it.
          const exactTimesDen = BigInt(bet) * num;
          expect(BigInt(win) * den <= exactTimesDen).toBe(true);
          if (capped) {
            expect(win).toBe(maxWin);
            expect(exactTimesDen >= BigInt(maxWin + 1) * den).toBe(true);
          } else {
            expect(exactTimesDen - BigInt(win) * den < den).toBe(true);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('floors to the minor unit and caps at the maximum win', () => {
    expect(settle(3, ratio(99, 100), 1_000)).toEqual({ win: 2, capped: false });
    expect(settle(100, ratio(198, 100), 150)).toEqual({ win: 150, capped: true });
    expect(settle(100, ratio(198, 100), 198)).toEqual({ win: 198, capped: false });
  });

  it('shows multipliers floored to 4 decimals', () => {
    expect(displayMultiplier(ratio(99 * 25, 100 * 24))).toBe(1.0312);
    expect(displayMultiplier(ratio(9_900, 3))).toBe(3_300);
    expect(displayMultiplier(ratio(2, 3))).toBe(0.6666);
  });
});
