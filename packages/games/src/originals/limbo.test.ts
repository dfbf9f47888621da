import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng.js';
import {
  LIMBO_MAX_RESULT,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboCount,
  limboPayout,
  limboResult,
  limboReturn,
  playLimbo,
  validateLimbo,
} from './limbo.js';
import { ratio } from './payout.js';
import { withinTolerance } from './rtp.js';

const SPAN = 2 ** 32;
/** |100·t·c − 9900·2^32| ≤ 2^32, i.e. t pays within 0.01 pp of 99 % (exact in doubles: < 2^53). */
const paysWithin = (t: number, count: number) => Math.abs(100 * t * count - 9_900 * SPAN) <= SPAN;
/** The closed form: floats k / 2^32 with 99 / (k / 2^32) ≥ t / 100, k = 0 included. */
const closedForm = (t: number) => Math.floor((99 * SPAN) / t) + 1;

describe('limbo', () => {
  it('computes the result as the published JavaScript does', () => {
    expect(limboResult(0)).toBe(LIMBO_MAX_RESULT);
    expect(limboResult(0.99)).toBe(100);
    expect(limboResult(0.5)).toBe(198);
    expect(limboResult(0.999)).toBe(100);
    expect(limboResult(1 / SPAN)).toBe(LIMBO_MAX_RESULT);
    expect(playLimbo(scriptedRng([0.33]), { target: 300 }).outcome).toEqual({
      result: 300,
      target: 300,
      won: true,
    });
    expect(playLimbo(scriptedRng([0.34]), { target: 300 }).outcome.won).toBe(false);
  });

  it('takes targets 1.01×–1,000,000× in hundredths', () => {
    expect(validateLimbo({ target: LIMBO_MIN_TARGET })).toBeNull();
    expect(validateLimbo({ target: LIMBO_MAX_TARGET })).toBeNull();
    for (const target of [100, LIMBO_MAX_TARGET + 1, 150.5, Number.NaN]) {
      expect(validateLimbo({ target })).toBe('LIMBO_TARGET');
    }
  });

  it('never increases with the float (so the binary search counts exactly)', () => {
    let previous = limboResult(0);
    for (let k = 1; k < SPAN; k += 9_973) {
      const now = limboResult(k / SPAN);
      if (now > previous) expect.fail(`k = ${k}`);
      previous = now;
    }
  });

  it('agrees with the closed form floor(99·2^32 / t) + 1 to one float, on a sample', () => {
    const off: number[] = [];
    for (let t = LIMBO_MIN_TARGET; t <= LIMBO_MAX_TARGET; t += t < 100_000 ? 1 : 997) {
      const d = limboCount(t) - closedForm(t);
      if (Math.abs(d) > 1) expect.fail(`t = ${t}: ${d}`);
      if (d !== 0) off.push(t);
    }
    // Float rounding drops a boundary float for a few targets only.
    expect(off.length).toBeLessThan(100);
  });

  it('returns 99 % within 0.01 pp for every target 1.01×–1,000,000× (lowered where needed)', () => {
    // Targets up to 10,000×: the binary search over the playing function, target by target.
    const SPLIT = 1_000_000;
    for (let t = LIMBO_MIN_TARGET; t <= SPLIT; t++) {
      if (!paysWithin(t, limboCount(t))) expect.fail(`t = ${t}`);
    }
    // Above: the counts are small, so tabulate the result of every float that reaches 10,000×
    // and walk the targets upwards with the count going down.
    const reach = limboCount(SPLIT);
    const results = new Float64Array(reach);
    for (let k = 1; k < reach; k++) results[k] = limboResult(k / SPAN);
    let count = reach;
    let firstLowered = 0;
    let lowered = 0;
    for (let t = SPLIT + 1; t <= LIMBO_MAX_TARGET; t++) {
      while (count > 1 && (results[count - 1] as number) < t) count--;
      if (paysWithin(t, count)) continue;
      // Not within: the payout is lowered to 0.99 × 2^32 / count, which is exactly 99 %; it is
      // only ever lowered because the plain return is above 99 %.
      if (100 * t * count < 9_900 * SPAN) expect.fail(`t = ${t} returns under 99 %`);
      if (firstLowered === 0) firstLowered = t;
      lowered++;
    }
    expect(firstLowered).toBeGreaterThan(42_000_000);
    expect(lowered).toBeGreaterThan(0);
  }, 60_000);

  it('pays t where that is within 0.01 pp, else the largest multiplier keeping 99 %', () => {
    expect(limboPayout(200)).toEqual(ratio(200, 100));
    expect(limboPayout(40_000_000)).toEqual(ratio(40_000_000, 100));
    let lowered = 0;
    for (let t = 42_000_000; t <= LIMBO_MAX_TARGET; t += 1_234_567) {
      const pay = limboPayout(t);
      const r = limboReturn(t);
      if (pay.num * 100n === BigInt(t) * pay.den) {
        expect(withinTolerance(r), `t = ${t}`).toBe(true);
        continue;
      }
      lowered++;
      expect(r.num * 100n).toBe(r.den * 99n); // exactly 99 %: no larger multiplier stays ≤ 99 %
      expect(pay.num * 100n < BigInt(t) * pay.den).toBe(true); // below t
    }
    expect(lowered).toBeGreaterThan(10);
    expect(limboPayout(LIMBO_MAX_TARGET)).toEqual(
      ratio(99n * BigInt(SPAN), 100n * BigInt(limboCount(LIMBO_MAX_TARGET))),
    );
    for (const t of [LIMBO_MIN_TARGET, 1_000, 99_999, 1_000_000, 42_000_000]) {
      expect(withinTolerance(limboReturn(t))).toBe(true);
    }
  });
});
