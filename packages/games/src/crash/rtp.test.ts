import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashResult } from './crash.js';
import { crashReturn, reachChance, reachingCount } from './rtp.js';

/**
 * The crash game's return, proven rather than sampled. The result of r (52 bits, uniform) is
 * floor(99 × 2^52 / (2^52 − r)) hundredths, at least 100. Written here for any bit width k.
 */
const ruleResult = (r: bigint, bits: bigint): bigint => {
  const span = 1n << bits;
  const hundredths = (99n * span) / (span - r);
  return hundredths < 100n ? 100n : hundredths;
};

/** The closed form for k bits: how many of the 2^k values of r reach c hundredths. */
const closedForm = (c: bigint, bits: bigint): bigint =>
  c <= 100n ? 1n << bits : (99n * (1n << bits)) / c;

const SPAN = 1n << 52n;
/** The auto cash-out range of the contracts (CRASH_AUTO_MIN, CRASH_AUTO_MAX): 1.01× to 10,000×. */
const CRASH_AUTO_MIN = 101;
const CRASH_AUTO_MAX = 1_000_000;
const HOUSE = { numerator: 99n, denominator: 100n };

describe('the chance to reach a multiplier', () => {
  it('is the closed form, counted over every r of a reduced bit width', () => {
    // For k bits the rule has the same shape; counting all 2^k values of r for every target
    // c from 1.00× to past the largest result checks the closed form's derivation itself.
    for (let k = 1n; k <= 14n; k += 1n) {
      const span = Number(1n << k);
      const largest = Number(ruleResult((1n << k) - 1n, k));
      const atLeast = new Int32Array(largest + 2);
      for (let r = 0; r < span; r += 1) atLeast[Number(ruleResult(BigInt(r), k))]! += 1;
      for (let c = largest; c >= 0; c -= 1) atLeast[c]! += atLeast[c + 1]!;
      for (let c = 100; c <= largest + 1; c += 1) {
        if (BigInt(atLeast[c]!) !== closedForm(BigInt(c), k)) {
          expect.fail(`k = ${k}, c = ${c}: ${atLeast[c]} values reach it`);
        }
      }
    }
  });

  it('is what rtp.ts counts, at 52 bits', () => {
    for (const c of [1, 99, 100, 101, 150, 200, 1_000, 12_345, 1_000_000, 99_000_000]) {
      expect(reachingCount(c)).toBe(closedForm(BigInt(c), 52n));
      expect(reachChance(c)).toEqual({ numerator: reachingCount(c), denominator: SPAN });
    }
  });

  it('counts exactly the r from a threshold up, at 52 bits, for every auto target', () => {
    // The rule grows with r (2^52 − r shrinks), so the values reaching c are those from the
    // first one that does: r0 = 2^52 − count must reach c and r0 − 1 must not.
    const check = (c: number) => {
      const r0 = SPAN - reachingCount(c);
      if (ruleResult(r0, 52n) < BigInt(c) || ruleResult(r0 - 1n, 52n) >= BigInt(c)) {
        expect.fail(`the threshold of ${c} is not ${r0}`);
      }
    };
    for (let c = CRASH_AUTO_MIN; c <= 100_000; c += 1) check(c);
    for (let c = 100_000; c <= CRASH_AUTO_MAX; c += 997) check(c);
    check(CRASH_AUTO_MAX);
  }, 60_000);
});

describe('the exact return of a cash-out at c', () => {
  /** 0.99 − return, as an exact fraction over crashReturn's denominator. */
  const shortfall = (c: number) => {
    const { numerator, denominator } = crashReturn(c);
    if (denominator !== 100n * SPAN) expect.fail(`the denominator of ${c}`);
    return { gap: HOUSE.numerator * SPAN - numerator, denominator };
  };

  it('is at most 99 % and within 1e-12 of it, for every target 1.01× to 100×', () => {
    for (let c = 101; c <= 10_000; c += 1) {
      const { gap, denominator } = shortfall(c);
      // return ≤ 0.99  ⇔  gap ≥ 0;  0.99 − return ≤ 1e-12  ⇔  gap × 10^12 ≤ denominator.
      if (gap < 0n || gap * 10n ** 12n > denominator) expect.fail(`target ${c}`);
    }
  });

  it('is at most 99 % and short of it by less than c / (100 × 2^52), up to 10,000×', () => {
    // floor(99 × 2^52 / c) × c ≥ 99 × 2^52 − (c − 1): the shortfall grows with c, so 1e-12
    // holds up to c = 450,360 (4,503.60×) and is 2.2e-12 at most at 10,000×.
    for (let c = 101; c <= CRASH_AUTO_MAX; c += 1) {
      const { gap } = shortfall(c);
      if (gap < 0n || gap > BigInt(c - 1)) expect.fail(`target ${c}`);
    }
    for (const c of [101, 10_000, 450_360]) {
      const { gap, denominator } = shortfall(c);
      expect(gap * 10n ** 12n <= denominator).toBe(true);
    }
  }, 60_000);

  it('shows as 0.99 to display precision', () => {
    for (const c of [101, 150, 200, 1_000, 10_000, 100_000, 1_000_000]) {
      expect(crashReturn(c).value).toBeCloseTo(0.99, 10);
    }
  });
});

describe('a seeded simulation of a million rounds', () => {
  it('lands within five standard deviations of the exact chances', () => {
    const draws = 1_000_000;
    const targets = [101, 150, 200, 500, 1_000, 10_000];
    const reached = new Map(targets.map((c) => [c, 0]));
    let ones = 0;
    let hash = createHash('sha256').update('jackdaw crash simulation').digest('hex');
    for (let i = 0; i < draws; i += 1) {
      // A chain of its own, walked upwards: each hash the SHA-256 of the one before.
      hash = createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');
      const result = crashResult(hash, 'simulation salt');
      if (result === 100) ones += 1;
      for (const c of targets) if (result >= c) reached.set(c, reached.get(c)! + 1);
    }
    const within = (count: number, chance: number) => {
      const expected = draws * chance;
      const deviation = Math.sqrt(draws * chance * (1 - chance));
      expect(Math.abs(count - expected)).toBeLessThan(5 * deviation);
    };
    for (const c of targets) {
      const { numerator, denominator } = reachChance(c);
      within(reached.get(c)!, Number(numerator) / Number(denominator));
    }
    // A 1.00× round: r below 2^52 / 100, about one round in a hundred.
    within(ones, 1 - Number(reachingCount(101)) / Number(SPAN));
  }, 120_000);
});
