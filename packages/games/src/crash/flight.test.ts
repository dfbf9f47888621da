import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoCashOutReached,
  CRASH_GROWTH_PER_MS,
  cashOutInTime,
  crashWin,
  elapsedAt,
  maxWinMultiplier,
  multiplierAt,
} from './crash.js';

const TOP = 1_000_000; // 10,000×, the highest auto cash-out target

describe('multiplierAt and elapsedAt', () => {
  it('start at 1.00× and follow e^(0.00006 t), floored to hundredths', () => {
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(1)).toBe(100);
    // ln 2 / 0.00006 = 11,552.45 ms: 2.00× is first shown at 11,553 ms.
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(elapsedAt(200)).toBe(11_553);
    expect(elapsedAt(101)).toBe(Math.ceil(Math.log(1.01) / CRASH_GROWTH_PER_MS));
    expect(elapsedAt(100)).toBe(0);
    expect(elapsedAt(1)).toBe(0);
  });

  it('never goes down, millisecond by millisecond, up to 10,000×', () => {
    let previous = multiplierAt(0);
    const end = elapsedAt(TOP) + 1_000;
    for (let ms = 1; ms <= end; ms += 1) {
      const now = multiplierAt(ms);
      if (now < previous) expect.fail(`${ms} ms shows ${now} after ${previous}`);
      previous = now;
    }
  });

  it('elapsedAt(c) is the first millisecond at which multiplierAt reaches c, up to 10,000×', () => {
    for (let c = 101; c <= TOP; c += 1) {
      const ms = elapsedAt(c);
      if (multiplierAt(ms) < c || multiplierAt(ms - 1) >= c) {
        expect.fail(`elapsedAt(${c}) = ${ms}: ${multiplierAt(ms - 1)}, ${multiplierAt(ms)}`);
      }
    }
  }, 60_000);
});

describe('cashOutInTime', () => {
  it('pays up to the millisecond before the multiplier reaches the result, never at it', () => {
    for (const result of [101, 150, 200, 1_234, 187_470, TOP]) {
      const crash = elapsedAt(result);
      expect(cashOutInTime(crash - 1, result)).toBe(true);
      expect(cashOutInTime(crash, result)).toBe(false);
      expect(cashOutInTime(crash + 1, result)).toBe(false);
      // What an in-time cash-out is paid: the multiplier then, below the result.
      expect(multiplierAt(crash - 1)).toBeLessThan(result);
    }
  });

  it('pays no one in a 1.00× round, not even at take-off', () => {
    expect(cashOutInTime(0, 100)).toBe(false);
    expect(cashOutInTime(-1, 100)).toBe(false);
  });

  it('agrees with the curve for any moment and result', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 100, max: TOP }),
        (ms, result) => {
          expect(cashOutInTime(ms, result)).toBe(ms < elapsedAt(result));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('autoCashOutReached', () => {
  it('pays a target at or below the result: the crash moment itself included', () => {
    expect(autoCashOutReached(150, 150)).toBe(true);
    expect(autoCashOutReached(149, 150)).toBe(true);
    expect(autoCashOutReached(151, 150)).toBe(false);
    expect(autoCashOutReached(101, 100)).toBe(false);
    // A manual cash-out at that same moment is refused: the auto one is decided by the rule,
    // not by the clock, and keeps the exact 99 % (rtp.ts counts r whose result reaches c).
    expect(cashOutInTime(elapsedAt(150), 150)).toBe(false);
  });
});

describe('crashWin', () => {
  it('floors to the minor unit', () => {
    expect(crashWin(101n, 150)).toBe(151n); // 151.5
    expect(crashWin(1n, 199)).toBe(1n); // 1.99
    expect(crashWin(1n, 100)).toBe(1n);
    expect(crashWin(333n, 101)).toBe(336n); // 336.33
    expect(crashWin(10n ** 15n, TOP)).toBe(10n ** 19n);
  });

  it('is floor(bet × m / 100), capped at the maximum win when one is given', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 100, max: TOP }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (bet, m, maxWin) => {
          const uncapped = crashWin(bet, m);
          expect(uncapped * 100n <= bet * BigInt(m)).toBe(true);
          expect((uncapped + 1n) * 100n > bet * BigInt(m)).toBe(true);
          const capped = crashWin(bet, m, maxWin);
          expect(capped).toBe(uncapped > maxWin ? maxWin : uncapped);
        },
      ),
      { numRuns: 2_000 },
    );
    expect(crashWin(1_000n, 300, 2_500n)).toBe(2_500n);
    expect(crashWin(1_000n, 250, 2_500n)).toBe(2_500n);
    expect(crashWin(1_000n, 249, 2_500n)).toBe(2_490n);
  });
});

describe('maxWinMultiplier', () => {
  it('is the first multiplier at which the bet wins the maximum', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (bet, maxWin) => {
          const m = maxWinMultiplier(bet, maxWin);
          expect(m).toBeGreaterThanOrEqual(101);
          expect(crashWin(bet, m, maxWin)).toBe(maxWin);
          if (m > 101) expect(crashWin(bet, m - 1)).toBeLessThan(maxWin);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('at 2,000,000 RUB: a 1,000 RUB bet reaches it at 2,000×, a 3 RUB one at 666,666.67×', () => {
    const maxWin = 200_000_000n; // kopecks
    expect(maxWinMultiplier(100_000n, maxWin)).toBe(200_000);
    expect(maxWinMultiplier(300n, maxWin)).toBe(66_666_667);
    expect(crashWin(300n, 66_666_667, maxWin)).toBe(maxWin);
    expect(crashWin(300n, 66_666_666)).toBe(maxWin - 2n);
  });

  it('is 1.01× for a bet whose least win is already the maximum, and unbounded for no bet', () => {
    expect(maxWinMultiplier(1_000n, 1_000n)).toBe(101);
    expect(maxWinMultiplier(1_000n, 500n)).toBe(101);
    expect(maxWinMultiplier(0n, 1_000n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(maxWinMultiplier(1n, 10n ** 20n)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
