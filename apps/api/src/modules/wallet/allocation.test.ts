import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateBet, allocateWin } from './allocation.js';

const money = fc.bigInt({ min: 0n, max: 10n ** 15n });

describe('allocateBet', () => {
  it('spends real money first, then bonus money', () => {
    expect(allocateBet(300n, { real: 1000n, bonus: 500n })).toEqual({ real: 300n, bonus: 0n });
    expect(allocateBet(1200n, { real: 1000n, bonus: 500n })).toEqual({ real: 1000n, bonus: 200n });
    expect(allocateBet(500n, { real: 0n, bonus: 500n })).toEqual({ real: 0n, bonus: 500n });
  });

  it('refuses a bet above real and bonus money together', () => {
    expect(allocateBet(1501n, { real: 1000n, bonus: 500n })).toBeNull();
    expect(allocateBet(1n, { real: 0n, bonus: 0n })).toBeNull();
  });

  it('refuses a bet of zero or less', () => {
    expect(() => allocateBet(0n, { real: 10n, bonus: 0n })).toThrow(RangeError);
  });

  it('always pays exactly the amount, never more than available on either side', () => {
    fc.assert(
      fc.property(money, money, fc.bigInt({ min: 1n, max: 10n ** 15n }), (real, bonus, amount) => {
        const split = allocateBet(amount, { real, bonus });
        if (split === null) {
          expect(real + bonus).toBeLessThan(amount);
          return;
        }
        expect(split.real + split.bonus).toBe(amount);
        expect(split.real).toBeLessThanOrEqual(real);
        expect(split.bonus).toBeLessThanOrEqual(bonus);
        // Bonus money is touched only when real money is exhausted.
        if (split.bonus > 0n) expect(split.real).toBe(real);
      }),
    );
  });
});

describe('allocateWin', () => {
  it('pays a win of a real-money bet as real money', () => {
    expect(allocateWin(900n, { real: 100n, bonus: 0n })).toEqual({ real: 900n, bonus: 0n });
    expect(allocateWin(900n, undefined)).toEqual({ real: 900n, bonus: 0n });
  });

  it('pays in the proportion the bet was paid, rounding the real share down', () => {
    expect(allocateWin(1000n, { real: 25n, bonus: 75n })).toEqual({ real: 250n, bonus: 750n });
    expect(allocateWin(10n, { real: 1n, bonus: 2n })).toEqual({ real: 3n, bonus: 7n });
    expect(allocateWin(500n, { real: 0n, bonus: 100n })).toEqual({ real: 0n, bonus: 500n });
  });

  it('never creates or loses money', () => {
    fc.assert(
      fc.property(money, money, money, (amount, real, bonus) => {
        const split = allocateWin(amount, { real, bonus });
        expect(split.real + split.bonus).toBe(amount);
        expect(split.real >= 0n && split.bonus >= 0n).toBe(true);
      }),
    );
  });
});
